import { useMemo } from 'react';
import { Preferences, useService, useT } from '@kite/sdk';
import { useSnapshot } from 'valtio';
import { SEASONAL_NS, seasonalPrefs } from './prefs';
import type { Hemisphere } from './season';
import { seasonalMessages as m } from './messages';
import { seasonalTitles } from './titles';

/** `/settings/seasonal-effects`: the switch and the hemisphere (which months are winter). */
export default function SeasonalPage() {
  const t = useT();
  const prefs = useService(Preferences);
  const group = useMemo(() => seasonalPrefs(prefs), [prefs]);
  const state = useSnapshot(prefs.state) as Record<string, unknown>;
  const hemisphere = state[`${SEASONAL_NS}.hemisphere`] === 'S' ? 'S' : 'N';
  const choices: { value: Hemisphere; label: string }[] = [
    { value: 'N', label: t(m.north) },
    { value: 'S', label: t(m.south) },
  ];
  return (
    <div className="kite-settings-page">
      <h1>{t(seasonalTitles.effects)}</h1>
      <section>
        <div className="kite-settings-row">
          <label>
            <input
              type="checkbox"
              checked={state[`${SEASONAL_NS}.enabled`] === true}
              onChange={(e) => group.set('enabled', e.target.checked)}
            />
            {t(m.enable)}
          </label>
        </div>
        <p className="kite-settings-note">{t(m.explain)}</p>
        <fieldset className="kite-settings-field">
          <legend>{t(m.hemisphere)}</legend>
          {choices.map((c) => (
            <label key={c.value}>
              <input
                type="radio"
                name="kite-hemisphere"
                checked={hemisphere === c.value}
                onChange={() => group.set('hemisphere', c.value)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        <p className="kite-settings-note">{t(m.reloadNote)}</p>
      </section>
    </div>
  );
}
