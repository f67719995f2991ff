import { useMemo } from 'react';
import { Preferences, useService, useT } from '@kite/sdk';
import { SelectRow, SwitchRow } from '@kite/sdk/kit';
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
  const choices: { value: Hemisphere; text: string }[] = [
    { value: 'N', text: t(m.north) },
    { value: 'S', text: t(m.south) },
  ];
  return (
    <div className="kite-settings-page">
      <h1>{t(seasonalTitles.effects)}</h1>
      <section>
        <SwitchRow label={t(m.enable)} checked={state[`${SEASONAL_NS}.enabled`] === true} onChange={(on) => group.set('enabled', on)} />
        <p className="kite-settings-note">{t(m.explain)}</p>
        <SelectRow label={t(m.hemisphere)} value={hemisphere} options={choices} onChange={(v) => group.set('hemisphere', v)} />
        <p className="kite-settings-note">{t(m.reloadNote)}</p>
      </section>
    </div>
  );
}
