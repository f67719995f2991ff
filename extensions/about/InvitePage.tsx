import type { entities } from 'misskey-js';
import { Api, AuthUi, Dialogs, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, useLoad } from '@kite/sdk/kit';
import { Loaded } from './LoadState';
import { InviteList } from './InviteList';
import { serverMessages as m } from './pageMessages';
import './about.css';

function Invites() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const data = useLoad('invites', async () => {
    const [limit, list] = await Promise.all([api.request('invite/limit', {}), api.request('invite/list', { limit: 100 })]);
    return { remaining: limit.remaining, list };
  });
  const create = async () => {
    const made = await api.requestWithUi('invite/create', {}).catch(() => null);
    if (!made) return;
    data.update((d) => ({
      remaining: d?.remaining == null ? null : Math.max(0, d.remaining - 1),
      list: [made, ...(d?.list ?? [])],
    }));
  };
  const remove = async (i: entities.InviteCode) => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm) }))) return;
    const done = await api.requestWithUi('invite/delete', { inviteId: i.id }).then(
      () => true,
      () => false,
    );
    if (done) data.update((d) => ({ remaining: d?.remaining ?? null, list: (d?.list ?? []).filter((x) => x.id !== i.id) }));
  };
  return (
    <Loaded {...data}>
      {({ remaining, list }) => (
        <>
          <div className="kite-about-invite-head">
            <p aria-live="polite">
              {remaining == null ? t(m.unlimited) : remaining > 0 ? t(m.remaining, { count: remaining }) : t(m.noneRemaining)}
            </p>
            <Button variant="primary" disabled={remaining === 0} onClick={() => void create()}>
              {t(m.createInvite)}
            </Button>
          </div>
          <h2 className="kite-about-h2">{t(m.myInvites)}</h2>
          {list.length === 0 ? (
            <p className="kite-about-empty">{t(m.noInvites)}</p>
          ) : (
            <InviteList invites={list} onDelete={(i) => void remove(i)} />
          )}
        </>
      )}
    </Loaded>
  );
}

/** /invite — create and list one's invitation codes, when one's role allows it (admins, or the canInvite policy). */
export default function InvitePage() {
  const t = useT();
  const who = useViewer();
  const auth = useOptionalService(AuthUi);
  const allowed = Boolean(who.me && (who.me.isAdmin || who.me.policies.canInvite));
  return (
    <div className="kite-about">
      <PageHeader title={t(m.inviteTitle)} icon="users" />
      <div className="kite-about-panel">
        {!who.me ? (
          <div className="kite-about-empty">
            <p>{t(m.inviteSignIn)}</p>
            {auth && <Button onClick={() => void auth.openSignin()}>{t(m.inviteSignInButton)}</Button>}
          </div>
        ) : allowed ? (
          <Invites />
        ) : (
          <p className="kite-about-empty">{t(m.inviteNotAllowed)}</p>
        )}
      </div>
    </div>
  );
}
