import { useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Api,
  Dialogs,
  Link,
  MyLists,
  Navigation,
  ResultScreen,
  Toasts,
  UserName,
  isApiError,
  useOptionalService,
  useService,
  useT,
  acctOf,
  plainName,
} from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { Button, fieldsClass } from '@kite/sdk/kit';
import { listMessages as m } from './messages';
import { missing } from './missing';
import './lists.css';

type Membership = { id: string; userId: string; user: entities.UserLite };

/** `@name` / `@name@host` typed by a person → users/show parameters, or null when it is not an acct. */
export function parseAcctInput(text: string): { username: string; host: string | null } | null {
  const r = /^@?([\w.-]+)(?:@([\w.-]+))?$/.exec(text.trim());
  return r ? { username: r[1] ?? '', host: r[2] ?? null } : null;
}

interface Loaded {
  list: entities.UserList;
  members: Membership[];
}

/** /my/lists/:listId: rename, public switch, members (add by acct, remove), delete, open the timeline. */
export default function ListEditPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const listId = params.listId ?? '';
  const loadAll = async (): Promise<Loaded> => {
    const [list, members] = await Promise.all([
      api.request('users/lists/show', { listId }),
      api.request('users/lists/get-memberships', { listId, limit: 100 }),
    ]);
    return { list, members };
  };
  return (
    <Deferred load={() => loadAll().catch(missing('NO_SUCH_LIST'))} deps={[listId]} errorText={t(m.failed)}>
      {(data) =>
        data ? <ListEditor key={listId} initial={data} reload={loadAll} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />
      }
    </Deferred>
  );
}

/** The editor of one loaded list; every change also drops the cached list of lists (spec 3 §9). */
function ListEditor({ initial, reload }: { initial: Loaded; reload: () => Promise<Loaded> }) {
  const t = useT();
  const api = useService(Api);
  const cache = useService(MyLists);
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const toasts = useOptionalService(Toasts);
  const [list, setList] = useState(initial.list);
  const [members, setMembers] = useState(initial.members);
  const [name, setName] = useState(initial.list.name);
  const listId = list.id;

  const rename = async () => {
    if (!name.trim() || name === list.name) return;
    setList(await api.requestWithUi('users/lists/update', { listId, name: name.trim() }));
    cache.invalidate();
    toasts?.show(t(m.saved), { icon: 'check' });
  };
  const setPublic = async (isPublic: boolean) => {
    setList(await api.requestWithUi('users/lists/update', { listId, isPublic }));
    cache.invalidate();
  };
  const add = async () => {
    const r = await dialogs.open<string>({
      title: t(m.addMember),
      input: { placeholder: t(m.addPrompt), minLength: 1 },
      showCancelButton: true,
    });
    if (r.canceled || !r.result) return;
    const acct = parseAcctInput(r.result);
    if (!acct) {
      await dialogs.alert({ type: 'error', text: t(m.userNotFound, { acct: r.result }) });
      return;
    }
    let user: entities.UserDetailed;
    try {
      user = await api.request('users/show', acct);
    } catch (e) {
      if (!isApiError(e)) throw e;
      await dialogs.alert({ type: 'error', text: t(m.userNotFound, { acct: r.result }) });
      return;
    }
    await api.requestWithUi('users/lists/push', { listId, userId: user.id });
    cache.invalidate();
    toasts?.show(t(m.added, { name: plainName(user) }), { icon: 'check' });
    const fresh = await reload();
    setList(fresh.list);
    setMembers(fresh.members);
  };
  const remove = async (ms: Membership) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.removeConfirm, { name: plainName(ms.user) }) }))) return;
    await api.requestWithUi('users/lists/pull', { listId, userId: ms.userId });
    cache.invalidate();
    setMembers((cur) => cur.filter((x) => x.id !== ms.id));
  };
  const del = async () => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: list.name }) }))) return;
    await api.requestWithUi('users/lists/delete', { listId });
    cache.invalidate();
    nav.push('/my/lists');
  };
  return (
    <div className="kite-lists-page">
      <PageHeader title={list.name} icon="list" />
      <div className={`kite-lists-form ${fieldsClass}`}>
        <label>
          <span>{t(m.name)}</span>
          <input
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void rename();
            }}
          />
        </label>
        <Button disabled={!name.trim() || name === list.name} onClick={() => void rename()}>
          {t(m.rename)}
        </Button>
        <label className="kite-lists-check">
          <input type="checkbox" checked={Boolean(list.isPublic)} onChange={(e) => void setPublic(e.target.checked)} /> {t(m.isPublic)}
        </label>
        <Link to={`/timeline/list/${list.id}`} className="kite-button">
          {t(m.openTimeline)}
        </Link>
      </div>
      <section aria-labelledby="kite-list-members">
        <h2 id="kite-list-members" className="kite-lists-h">
          {t(m.members)}
        </h2>
        <Button variant="primary" onClick={() => void add()}>
          {t(m.addMember)}
        </Button>
        {members.length === 0 ? (
          <p className="kite-lists-empty">{t(m.noMembers)}</p>
        ) : (
          <ul className="kite-lists" aria-label={t(m.members)}>
            {members.map((ms) => (
              <li key={ms.id}>
                <Link to={`/${acctOf(ms.user)}`} userPreview={ms.user.id}>
                  <UserName user={ms.user} />
                </Link>
                <span className="kite-lists-count">{acctOf(ms.user)}</span>
                <Button onClick={() => void remove(ms)}>{t(m.remove)}</Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Button variant="danger" className="kite-lists-delete" onClick={() => void del()}>
        {t(m.delete)}
      </Button>
    </div>
  );
}
