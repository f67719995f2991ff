import { useT } from '@kite/sdk';
import { SelectRow, SwitchRow } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { useServerForm } from './useServerForm';
import { ServerFormPage } from './ServerFormPage';

type Vis = 'public' | 'followers' | 'private';
const bools = ['isLocked', 'autoAcceptFollowed', 'publicReactions', 'hideOnlineStatus', 'isExplorable'] as const;

/** `/settings/privacy`: follow approval, visibility of reactions, online status, follow lists — saved on the server (`i/update`). */
export default function PrivacyPage() {
  const t = useT();
  const form = useServerForm(
    (me) => ({
      isLocked: me.isLocked,
      autoAcceptFollowed: me.autoAcceptFollowed,
      publicReactions: me.publicReactions,
      hideOnlineStatus: me.hideOnlineStatus,
      isExplorable: me.isExplorable,
      followingVisibility: me.followingVisibility,
      followersVisibility: me.followersVisibility,
    }),
    (d) => ({ ...d }),
  );
  const d = form.draft;
  if (!d) return null;
  const vis: { value: Vis; text: string }[] = [
    { value: 'public', text: t(m.visibilityPublic) },
    { value: 'followers', text: t(m.visibilityFollowers) },
    { value: 'private', text: t(m.visibilityPrivate) },
  ];
  return (
    <ServerFormPage title={t(sm.privacy)} status={form.status} onSave={() => void form.save()}>
      {bools.map((k) => (
        <SwitchRow key={k} label={t(m[k])} checked={d[k]} onChange={(on) => form.set(k, on)} />
      ))}
      <SelectRow
        label={t(m.followingVisibility)}
        value={d.followingVisibility}
        options={vis}
        onChange={(v) => form.set('followingVisibility', v)}
      />
      <SelectRow
        label={t(m.followersVisibility)}
        value={d.followersVisibility}
        options={vis}
        onChange={(v) => form.set('followersVisibility', v)}
      />
    </ServerFormPage>
  );
}
