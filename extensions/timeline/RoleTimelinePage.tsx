import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Link, ResultScreen, UserName, isApiError, safeHttpUrl, useService, useT, acctOf } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { SourceTimeline } from './SourceTimelinePage';
import { timelineMessages as tm } from './messages';
import { roleMessages as m } from './roleMessages';
import './timeline.css';

type Member = { id: string; user: entities.UserDetailed };

/** The role's members (roles/users, 30 at a time), as Misskey's role page lists them. */
function Members({ role }: { role: entities.Role }) {
  const t = useT();
  const api = useService(Api);
  const [list, setList] = useState<Member[] | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const page = (untilId?: string) => api.request('roles/users', { roleId: role.id, limit: 30, ...(untilId ? { untilId } : {}) });
  useEffect(() => {
    let gone = false;
    page().then(
      (first) => {
        if (gone) return;
        setList(first);
        setMore(first.length === 30);
      },
      () => !gone && setList([]),
    );
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, role.id]);
  const loadMore = async (untilId: string | undefined) => {
    setBusy(true);
    try {
      const next = await page(untilId);
      setList((cur) => [...(cur ?? []), ...next]);
      setMore(next.length === 30);
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setBusy(false);
    }
  };
  if (!list) return null;
  if (list.length === 0) return <ResultScreen kind="empty" title={t(m.nothing)} />;
  return (
    <>
      <ul className="kite-role-users" aria-label={t(m.members, { role: role.name })}>
        {list.map(({ id, user }) => {
          const avatar = safeHttpUrl(user.avatarUrl ?? '')?.href;
          return (
            <li key={id}>
              <Link to={`/${acctOf(user)}`} className="kite-role-user">
                {avatar ? <img src={avatar} alt="" /> : <span className="kite-role-avatar" />}
                <span>
                  <strong>
                    <UserName user={user} />
                  </strong>{' '}
                  <span className="kite-role-acct">{acctOf(user)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {more && (
        <Button disabled={busy} onClick={() => void loadMore(list[list.length - 1]?.id)}>
          {t(m.loadMore)}
        </Button>
      )}
    </>
  );
}

/**
 * /roles/:roleId — a public role as Misskey shows it: its description and members (Users),
 * and the notes of its members (Timeline, roles/notes + roleTimeline). A role that is not
 * explorable shows nothing; an unknown or private one is not found.
 */
export default function RolePage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const id = params.roleId ?? '';
  const [tab, setTab] = useState<'users' | 'timeline'>('users');
  const shown = useLoad(id, () => api.request('roles/show', { roleId: id }));
  if (shown.error) {
    const missing = isApiError(shown.error) && shown.error.code === 'NO_SUCH_ROLE';
    return <ResultScreen kind={missing ? 'notFound' : 'error'} title={t(missing ? m.noRole : m.failed)} />;
  }
  const role = shown.data ?? null;
  const visible = role != null && role.isPublic && role.isExplorable;
  const title = role?.name ?? t(tm.role);
  const tabs = (
    <div role="tablist" aria-label={t(m.tabs)} className="kite-role-tabs">
      {(['users', 'timeline'] as const).map((k) => (
        <Button key={k} role="tab" aria-selected={tab === k} variant={tab === k ? 'primary' : 'plain'} onClick={() => setTab(k)}>
          {t(m[k])}
        </Button>
      ))}
    </div>
  );
  if (tab === 'timeline' && visible)
    return <SourceTimeline key={id} src={{ role: id }} title={title} tip={tm.tipRole} tipId="role" tools={tabs} />;
  return (
    <div className="kite-tl">
      <div className="kite-tl-titlebar">
        <h1 className="kite-page-title">{title}</h1>
        {tabs}
      </div>
      {role && (
        <div role="tabpanel" aria-label={t(m[tab])} className="kite-role-panel">
          {role.description && <p className="kite-role-desc">{role.description}</p>}
          {visible ? <Members key={role.id} role={role} /> : <ResultScreen kind="empty" title={t(m.nothing)} />}
        </div>
      )}
    </div>
  );
}
