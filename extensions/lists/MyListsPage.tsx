import { Api, Dialogs, Link, MyLists, Navigation, ResultScreen, useService, useT } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { listMessages as m } from './messages';
import './lists.css';

/** /my/lists: the signed-in user's lists (from the 30-minute cache, spec 3 §9), and creating one. */
export default function MyListsPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const cache = useService(MyLists);
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const create = async () => {
    const r = await dialogs.open<string>({
      title: t(m.create),
      input: { placeholder: t(m.createName), minLength: 1, maxLength: 100 },
      showCancelButton: true,
    });
    if (r.canceled || !r.result?.trim()) return;
    const list = await api.requestWithUi('users/lists/create', { name: r.result.trim() });
    cache.invalidate();
    nav.push(`/my/lists/${list.id}`);
  };
  return (
    <div className="kite-lists-page">
      <PageHeader title={t(m.title)} icon="list" actions={[{ text: t(m.create), icon: 'plus', onClick: () => void create() }]} />
      <Deferred load={() => cache.get()} errorText={t(m.failed)}>
        {(lists) =>
          lists.length === 0 ? (
            <ResultScreen kind="empty" title={t(m.noLists)} />
          ) : (
            <ul className="kite-lists" aria-label={t(m.title)}>
              {lists.map((l) => (
                <li key={l.id}>
                  <Link to={`/my/lists/${l.id}`}>{l.name}</Link>
                  <span className="kite-lists-count">{t(m.membersCount, { n: l.userIds?.length ?? 0 })}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Deferred>
      <button type="button" className="kite-button kite-button-primary kite-lists-create" onClick={() => void create()}>
        {t(m.create)}
      </button>
    </div>
  );
}
