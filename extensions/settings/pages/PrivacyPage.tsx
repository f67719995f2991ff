import { useId } from 'react';
import { useT } from '@kite/sdk';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { useServerForm } from './useServerForm';
import { SaveBar } from './SaveBar';

type Vis = 'public' | 'followers' | 'private';
const bools = ['isLocked', 'autoAcceptFollowed', 'publicReactions', 'hideOnlineStatus', 'isExplorable'] as const;

/** `/settings/privacy`: follow approval, visibility of reactions, online status, follow lists — saved on the server (`i/update`). */
export default function PrivacyPage() {
  const t = useT();
  const followingId = useId();
  const followersId = useId();
  const form = useServerForm(
    (me) => ({
      isLocked: me.isLocked,
      autoAcceptFollowed: me.autoAcceptFollowed,
      publicReactions: me.publicReactions,
      hideOnlineStatus: me.hideOnlineStatus,
      isExplorable: me.isExplorable,
      followingVisibility: me.followingVisibility as Vis,
      followersVisibility: me.followersVisibility as Vis,
    }),
    (d) => ({ ...d }),
  );
  const d = form.draft;
  if (!d) return null;
  const vis = [
    { v: 'public', text: t(m.visibilityPublic) },
    { v: 'followers', text: t(m.visibilityFollowers) },
    { v: 'private', text: t(m.visibilityPrivate) },
  ] as const;
  return (
    <form
      className="kite-settings-page"
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      <h1>{t(sm.privacy)}</h1>
      <section>
        {bools.map((k) => (
          <div key={k} className="kite-settings-row">
            <label>
              <input type="checkbox" checked={d[k]} onChange={(e) => form.set(k, e.target.checked)} />
              {t(m[k])}
            </label>
          </div>
        ))}
        <div className="kite-settings-field">
          <label htmlFor={followingId}>{t(m.followingVisibility)}</label>
          <select
            id={followingId}
            value={d.followingVisibility}
            onChange={(e) => form.set('followingVisibility', vis.find((x) => x.v === e.target.value)?.v ?? 'public')}
          >
            {vis.map((x) => (
              <option key={x.v} value={x.v}>
                {x.text}
              </option>
            ))}
          </select>
        </div>
        <div className="kite-settings-field">
          <label htmlFor={followersId}>{t(m.followersVisibility)}</label>
          <select
            id={followersId}
            value={d.followersVisibility}
            onChange={(e) => form.set('followersVisibility', vis.find((x) => x.v === e.target.value)?.v ?? 'public')}
          >
            {vis.map((x) => (
              <option key={x.v} value={x.v}>
                {x.text}
              </option>
            ))}
          </select>
        </div>
        <SaveBar status={form.status} />
      </section>
    </form>
  );
}
