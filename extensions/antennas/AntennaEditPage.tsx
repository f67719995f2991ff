import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Link, MyAntennas, MyLists, Navigation, ResultScreen, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { Button, fieldsClass } from '@kite/sdk/kit';
import { formatKeywords, parseKeywords } from './keywords';
import { antennaMessages as m } from './messages';
import { missing } from './missing';
import './antennas.css';

type Src = entities.Antenna['src'];
const sources: { value: Src; key: keyof typeof m }[] = [
  { value: 'all', key: 'srcAll' },
  { value: 'home', key: 'srcHome' },
  { value: 'users', key: 'srcUsers' },
  { value: 'list', key: 'srcList' },
  { value: 'users_blacklist', key: 'srcUsersBlacklist' },
];

interface Form {
  name: string;
  src: Src;
  userListId: string | null;
  users: string;
  keywords: string;
  excludeKeywords: string;
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel: boolean;
  isActive: boolean;
}
const empty: Form = {
  name: '',
  src: 'all',
  userListId: null,
  users: '',
  keywords: '',
  excludeKeywords: '',
  caseSensitive: false,
  localOnly: false,
  excludeBots: false,
  withReplies: false,
  withFile: false,
  excludeNotesInSensitiveChannel: false,
  isActive: true,
};
function fromAntenna(a: entities.Antenna): Form {
  return {
    name: a.name,
    src: a.src,
    userListId: a.userListId,
    users: a.users.join('\n'),
    keywords: formatKeywords(a.keywords),
    excludeKeywords: formatKeywords(a.excludeKeywords),
    caseSensitive: a.caseSensitive,
    localOnly: a.localOnly ?? false,
    excludeBots: a.excludeBots ?? false,
    withReplies: a.withReplies,
    withFile: a.withFile,
    excludeNotesInSensitiveChannel: a.excludeNotesInSensitiveChannel ?? false,
    isActive: a.isActive,
  };
}

/** What is wrong with the form, or null (a clear error; nothing typed is lost). */
function problem(f: Form): keyof typeof m | null {
  if (!f.name.trim()) return 'nameRequired';
  // Misskey 2025.9 refuses an antenna without keywords and exclude keywords, whatever its source (EMPTY_KEYWORD).
  if (parseKeywords(f.keywords).length === 0 && parseKeywords(f.excludeKeywords).length === 0) return 'keywordsRequired';
  return null;
}

/** /my/antennas/create and /my/antennas/:antennaId: the antenna form. */
export default function AntennaEditPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const myLists = useOptionalService(MyLists);
  const id = params.antennaId;
  const load = async () => {
    // The lists to pick a source from: the cached own lists (spec 3 §9) when the lists extension is on.
    const lists = await (myLists ? myLists.get() : api.request('users/lists/list', {})).catch(() => []);
    const initial = id ? fromAntenna(await api.request('antennas/show', { antennaId: id })) : empty;
    return { lists, initial };
  };
  return (
    <Deferred load={() => load().catch(missing('NO_SUCH_ANTENNA'))} deps={[id]} errorText={t(m.failed)}>
      {(data) =>
        data ? (
          <AntennaForm key={id ?? 'new'} id={id} initial={data.initial} lists={data.lists} />
        ) : (
          <ResultScreen kind="notFound" title={t(m.notFound)} />
        )
      }
    </Deferred>
  );
}

/** The form of one antenna (or a new one); saving drops the cached antennas (spec 3 §9). */
function AntennaForm({ id, initial, lists }: { id: string | undefined; initial: Form; lists: entities.UserList[] }) {
  const t = useT();
  const api = useService(Api);
  const cache = useOptionalService(MyAntennas);
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const toasts = useOptionalService(Toasts);
  const [form, setForm] = useState<Form>(initial);
  const [shownProblem, setShownProblem] = useState<keyof typeof m | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm({ ...form, [k]: v });
  const save = async () => {
    const p = problem(form);
    setShownProblem(p);
    if (p) return;
    const body = {
      name: form.name.trim(),
      src: form.src,
      userListId: form.src === 'list' ? (form.userListId ?? lists[0]?.id ?? null) : null,
      users: form.users
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      keywords: parseKeywords(form.keywords),
      excludeKeywords: parseKeywords(form.excludeKeywords),
      caseSensitive: form.caseSensitive,
      localOnly: form.localOnly,
      excludeBots: form.excludeBots,
      withReplies: form.withReplies,
      withFile: form.withFile,
      excludeNotesInSensitiveChannel: form.excludeNotesInSensitiveChannel,
    };
    if (id) {
      await api.requestWithUi('antennas/update', { antennaId: id, ...body });
      cache?.invalidate();
      toasts?.show(t(m.saved), { icon: 'check' });
    } else {
      const a = await api.requestWithUi('antennas/create', body);
      cache?.invalidate();
      nav.replace(`/my/antennas/${a.id}`);
    }
  };
  const del = async () => {
    if (!id || !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: form.name }) }))) return;
    await api.requestWithUi('antennas/delete', { antennaId: id });
    cache?.invalidate();
    nav.push('/my/antennas');
  };
  const check = (k: 'caseSensitive' | 'localOnly' | 'excludeBots' | 'withReplies' | 'withFile' | 'excludeNotesInSensitiveChannel') => (
    <label className="kite-antenna-check">
      <input type="checkbox" checked={form[k]} onChange={(e) => set(k, e.target.checked)} />{' '}
      {t(m[k === 'excludeNotesInSensitiveChannel' ? 'excludeSensitiveChannel' : k])}
    </label>
  );
  return (
    <div className="kite-antennas-page">
      <PageHeader title={id ? form.name || t(m.edit) : t(m.create)} icon="antenna" />
      <form
        className={`kite-antenna-form ${fieldsClass}`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <label>
          <span>{t(m.name)}</span>
          <input value={form.name} maxLength={100} required onChange={(e) => set('name', e.target.value)} />
        </label>
        <label>
          <span>{t(m.source)}</span>
          <select value={form.src} onChange={(e) => set('src', sources.find((s) => s.value === e.target.value)?.value ?? 'all')}>
            {sources.map((s) => (
              <option key={s.value} value={s.value}>
                {t(m[s.key])}
              </option>
            ))}
          </select>
        </label>
        {form.src === 'list' && (
          <label>
            <span>{t(m.list)}</span>
            {lists.length === 0 ? (
              <span>{t(m.noLists)}</span>
            ) : (
              <select value={form.userListId ?? lists[0]?.id} onChange={(e) => set('userListId', e.target.value)}>
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            )}
          </label>
        )}
        {(form.src === 'users' || form.src === 'users_blacklist') && (
          <label>
            <span>{t(m.users)}</span>
            <textarea rows={3} value={form.users} onChange={(e) => set('users', e.target.value)} />
          </label>
        )}
        <label>
          <span>{t(m.keywords)}</span>
          <textarea
            rows={3}
            value={form.keywords}
            aria-describedby="kite-antenna-kw-help"
            onChange={(e) => set('keywords', e.target.value)}
          />
        </label>
        <label>
          <span>{t(m.excludeKeywords)}</span>
          <textarea
            rows={2}
            value={form.excludeKeywords}
            aria-describedby="kite-antenna-kw-help"
            onChange={(e) => set('excludeKeywords', e.target.value)}
          />
        </label>
        <p id="kite-antenna-kw-help" className="kite-antenna-help">
          {t(m.keywordsHelp)}
        </p>
        {check('caseSensitive')}
        {check('localOnly')}
        {check('excludeBots')}
        {check('withReplies')}
        {check('withFile')}
        {check('excludeNotesInSensitiveChannel')}
        {/* The server switches unused antennas off and every save switches them on again: no checkbox, a notice. */}
        {!form.isActive && <p className="kite-antenna-help">{t(m.inactive)}</p>}
        {/* Misskey 2025.9's antennas/create and update take no notify flag, so none is offered. */}
        {shownProblem && (
          <p className="kite-antenna-error" role="alert">
            {t(m[shownProblem])}
          </p>
        )}
        <div className="kite-antenna-buttons">
          <Button variant="primary" type="submit">
            {t(m.save)}
          </Button>
          {id && (
            <Link to={`/timeline/antenna/${id}`} className="kite-button">
              {t(m.timeline)}
            </Link>
          )}
          {id && (
            <Button variant="danger" onClick={() => void del()}>
              {t(m.delete)}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
