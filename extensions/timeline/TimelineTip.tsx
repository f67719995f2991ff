import { Preferences, useService, useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { timelineMessages as m } from './messages';
import { setTimelinePref, useTimelinePrefs } from './prefs';

/** The description tip of a timeline (spec 3 §2), until dismissed. */
export function TimelineTip({ id, text }: { id: string; text: MessageKey }) {
  const t = useT();
  const prefs = useService(Preferences);
  const { hiddenTips } = useTimelinePrefs();
  if (hiddenTips.includes(id)) return null;
  return (
    <div className="kite-tl-tip" role="note">
      <p>{t(text)}</p>
      <button type="button" className="kite-button" onClick={() => setTimelinePref(prefs, 'hiddenTips', [...hiddenTips, id])}>
        {t(m.gotIt)}
      </button>
    </div>
  );
}
