import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Api,
  Dialogs,
  Drive,
  Navigation,
  ResultScreen,
  Toasts,
  isApiError,
  safeHttpUrl,
  useOptionalService,
  useService,
  useT,
  useViewer,
} from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, RouteProps } from '@kite/sdk';
import { Button, Field, SelectRow, SwitchRow } from '@kite/sdk/kit';
import { BlockEditor, blockDomId } from './BlockEditor';
import type { Block } from './blocks';
import { pagePath } from './PageViewPage';
import { pageMessages as m } from './messages';
import './pages.css';

/** /pages/new and /pages/edit/:initPageId. */
export default function PageEditorPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const id = params.initPageId;
  if (!id) return <Editor initial={null} />;
  return (
    <Deferred
      load={() =>
        api.request('pages/show', { pageId: id }).catch((e: unknown) => {
          if (isApiError(e) && e.code === 'NO_SUCH_PAGE') return null;
          throw e;
        })
      }
      deps={[id]}
      errorText={t(m.failed)}
    >
      {(page) => (page ? <Editor key={page.id} initial={page} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

const NAME = /^[a-zA-Z0-9_-]+$/;

function Editor({ initial }: { initial: entities.Page | null }) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const dialogs = useOptionalService(Dialogs);
  const drive = useService(Drive);
  const toasts = useOptionalService(Toasts);
  const me = useViewer().me;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [summary, setSummary] = useState(initial?.summary ?? '');
  const [font, setFont] = useState<'serif' | 'sans-serif'>(initial?.font === 'serif' ? 'serif' : 'sans-serif');
  const [alignCenter, setAlignCenter] = useState(initial?.alignCenter ?? false);
  const [hideTitle, setHideTitle] = useState(initial?.hideTitleWhenPinned ?? false);
  const [eye, setEye] = useState<entities.DriveFile | null>(initial?.eyeCatchingImage ?? null);
  const [blocks, setBlocks] = useState<Block[]>(initial?.content ?? []);
  const [files, setFiles] = useState(() => new Map((initial?.attachedFiles ?? []).map((f) => [f.id, f])));
  const [focus, setFocus] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // After a block moved or was added, focus follows it (keyboard reordering keeps its place).
  useEffect(() => {
    if (focus) document.getElementById(blockDomId(focus))?.focus();
  }, [focus]);

  const pick = async (): Promise<entities.DriveFile | null> => {
    const [f] = await drive.pickFiles({ multiple: false });
    if (!f) return null;
    setFiles((prev) => new Map(prev).set(f.id, f));
    return f;
  };

  const save = async () => {
    if (!title.trim()) return setProblem(t(m.titleRequired));
    if (!NAME.test(name)) return setProblem(t(m.nameInvalid));
    setProblem(null);
    setBusy(true);
    const body = {
      title,
      name,
      summary: summary || null,
      content: blocks,
      variables: [],
      script: initial?.script ?? '',
      eyeCatchingImageId: eye?.id ?? null,
      font,
      alignCenter,
      hideTitleWhenPinned: hideTitle,
    };
    try {
      if (initial) await api.request('pages/update', { pageId: initial.id, ...body });
      else await api.request('pages/create', body);
      toasts?.show(t(m.saved), { icon: 'check' });
      nav.push(pagePath({ name, user: initial?.user ?? { username: me?.username ?? '', host: null } }));
    } catch (e) {
      // The name is the one mistake a person can fix here; other failures keep the form as it is.
      if (isApiError(e) && e.code === 'NAME_ALREADY_EXISTS') setProblem(t(m.nameTaken));
      else setProblem(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const del = async () => {
    if (!initial || !dialogs) return;
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { title: initial.title }) }))) return;
    await api.requestWithUi('pages/delete', { pageId: initial.id });
    nav.push('/pages');
  };

  const actions: PageAction[] = initial && dialogs ? [{ text: t(m.delete), icon: 'trash', onClick: () => void del() }] : [];
  const eyeSrc = eye ? safeHttpUrl(eye.thumbnailUrl ?? eye.url)?.href : undefined;
  return (
    <div className="kite-page-editor">
      <PageHeader title={t(initial ? m.editPage : m.newPage)} icon="pencil" actions={actions} />
      <form
        className="kite-page-editor-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={t(m.pageTitle)}>
          {(id) => <input id={id} className="kite-input" value={title} onChange={(e) => setTitle(e.target.value)} required />}
        </Field>
        <Field
          label={t(m.name)}
          after={
            <small>{t(m.nameHelp, { url: `${location.origin}/@${initial?.user.username ?? me?.username ?? ''}/pages/${name}` })}</small>
          }
        >
          {(id) => (
            <input
              id={id}
              className="kite-input"
              value={name}
              onChange={(e) => setName(e.target.value)}
              pattern="[a-zA-Z0-9_\-]+"
              required
            />
          )}
        </Field>
        <Field label={t(m.summary)}>
          {(id) => <input id={id} className="kite-input" value={summary} onChange={(e) => setSummary(e.target.value)} />}
        </Field>
        <div className="kite-settings-field">
          <span>{t(m.headerImage)}</span>
          <div className="kite-page-edit-image">
            {eyeSrc ? <img src={eyeSrc} alt={eye?.comment ?? eye?.name ?? ''} /> : <span>{t(m.noImage)}</span>}
            <Button onClick={() => void pick().then((f) => f && setEye(f))}>{t(m.pickImage)}</Button>
            {eye && <Button onClick={() => setEye(null)}>{t(m.removeImage)}</Button>}
          </div>
        </div>
        <SelectRow
          label={t(m.font)}
          value={font}
          options={[
            { value: 'sans-serif', text: t(m.sans) },
            { value: 'serif', text: t(m.serif) },
          ]}
          onChange={setFont}
        />
        <SwitchRow label={t(m.alignCenter)} checked={alignCenter} onChange={setAlignCenter} />
        <SwitchRow label={t(m.hideTitle)} checked={hideTitle} onChange={setHideTitle} />
        <h2>{t(m.blocks)}</h2>
        <BlockEditor
          blocks={blocks}
          files={files}
          pickImage={pick}
          onChange={(next, at) => {
            setBlocks(next);
            if (at) setFocus(at);
          }}
        />
        {problem && (
          <p role="alert" className="kite-page-problem">
            {problem}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {t(m.save)}
        </Button>
      </form>
    </div>
  );
}
