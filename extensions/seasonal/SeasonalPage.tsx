import { useId, useMemo } from 'react';
import { Preferences, useService, useT } from '@kite/sdk';
import { useSnapshot } from 'valtio';
import { SEASONAL_NS, seasonalPrefs } from './prefs';
import type { Hemisphere } from './season';
import { seasonalMessages as m } from './messages';
import { seasonalTitles } from './titles';

/** `/settings/seasonal-effects`: the switch and the hemisphere (which months are winter). */
export default function SeasonalPage() {
  const t = useT();
  const hemisphereId = useId();
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
        <div className="kite-settings-field">
          <label htmlFor={hemisphereId}>{t(m.hemisphere)}</label>
          <select id={hemisphereId} value={hemisphere} onChange={(e) => group.set('hemisphere', e.target.value === 'S' ? 'S' : 'N')}>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <p className="kite-settings-note">{t(m.reloadNote)}</p>
      </section>
    </div>
  );
}
