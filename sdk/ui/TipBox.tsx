import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useService, useT } from '../react';
import { Preferences } from '../services';
import { Icon } from './Icon';
import { dismissTip, hideAllTips, isTipDismissed, registerTips } from './tips';
import { pageMessages as m } from './pageMessages';
import './page.css';

/**
 * A tip (spec 1 §2.5, §4) until the person presses "Got it" (dismissed for this key) or
 * "Hide all tips" (every known tip dismissed). Stored in the preferences.
 */
export function TipBox(props: { tipKey: string; children: ReactNode }) {
  const t = useT();
  const prefs = useService(Preferences);
  registerTips([props.tipKey]);
  // Subscribe to the preference state, so dismissing in another TipBox (or tab) hides this one.
  useSnapshot(prefs.state);
  if (isTipDismissed(prefs, props.tipKey)) return null;
  return (
    <aside className="kite-tip" aria-label={t(m.tip)} data-tip={props.tipKey}>
      <Icon icon="info" />
      <div className="kite-tip-body">
        <div>{props.children}</div>
        <div className="kite-tip-buttons">
          <button type="button" className="kite-button kite-button-primary" onClick={() => dismissTip(prefs, props.tipKey)}>
            {t(m.gotIt)}
          </button>
          <button type="button" className="kite-button" onClick={() => hideAllTips(prefs)}>
            {t(m.hideAllTips)}
          </button>
        </div>
      </div>
    </aside>
  );
}
