import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Navigation, ResultScreen, Toasts, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { PageAction, RouteProps } from '@kite/sdk';
import { Button, Field, SelectRow } from '@kite/sdk/kit';
import { RunningApp } from './PlayPage';
import { playMessages as m } from './messages';
import './play.css';

// What Misskey's editor starts a new Play with: a small 1.x script.
const TEMPLATE = `/// @ 1.0.0
var name = ""

Ui:render([
  Ui:C:textInput({
    label: "Your name"
    onInput: @(v) { name = v }
  })
  Ui:C:button({
    text: "Hello"
    onClick: @() { Mk:dialog(null, \`Hello, {name}!\`) }
  })
])
`;

/** /play/new and /play/:id/edit. */
export default function PlayEditorPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const id = params.id;
  if (!id) return <Editor initial={null} />;
  return (
    <Deferred
      load={() =>
        api.request('flash/show', { flashId: id }).catch((e: unknown) => {
          if (isApiError(e) && e.code === 'NO_SUCH_FLASH') return null;
          throw e;
        })
      }
      deps={[id]}
      errorText={t(m.failed)}
    >
      {(flash) => (flash ? <Editor key={flash.id} initial={flash} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

function Editor({ initial }: { initial: entities.Flash | null }) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [summary, setSummary] = useState(initial?.summary ?? '');
  const [script, setScript] = useState(initial?.script ?? TEMPLATE);
  const [visibility, setVisibility] = useState<'public' | 'private'>(initial?.visibility ?? 'public');
  const [preview, setPreview] = useState<{ code: string; key: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!title.trim()) return setProblem(t(m.titleRequired));
    setProblem(null);
    setBusy(true);
    const body = { title, summary, script, visibility, permissions: [] };
    try {
      let id = initial?.id;
      if (id) await api.request('flash/update', { flashId: id, ...body });
      else id = (await api.request('flash/create', body)).id;
      toasts?.show(t(m.saved), { icon: 'check' });
      nav.push(`/play/${id}`);
    } catch (e) {
      // The form stays as it is so nothing typed is lost.
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const del = async () => {
    if (!initial || !dialogs || !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { title: initial.title }) }))) return;
    await api.requestWithUi('flash/delete', { flashId: initial.id });
    nav.push('/play');
  };
  const actions: PageAction[] = initial && dialogs ? [{ text: t(m.delete), icon: 'trash', onClick: () => void del() }] : [];

  return (
    <div className="kite-play-page">
      <PageHeader title={t(initial ? m.editPlay : m.newPlay)} icon="pencil" actions={actions} />
      <form
        className="kite-play-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={t(m.playTitle)}>
          {(id) => <input id={id} className="kite-input" value={title} onChange={(e) => setTitle(e.target.value)} required />}
        </Field>
        <Field label={t(m.summary)}>
          {(id) => <textarea id={id} className="kite-input" rows={2} value={summary} onChange={(e) => setSummary(e.target.value)} />}
        </Field>
        <Field label={t(m.script)}>
          {(id) => (
            <textarea
              id={id}
              className="kite-input kite-play-code"
              rows={14}
              spellCheck={false}
              value={script}
              onChange={(e) => setScript(e.target.value)}
            />
          )}
        </Field>
        <SelectRow
          label={t(m.visibility)}
          value={visibility}
          options={[
            { value: 'public', text: t(m.public) },
            { value: 'private', text: t(m.private) },
          ]}
          onChange={setVisibility}
        />
        <div className="kite-play-actions">
          <Button onClick={() => setPreview((p) => ({ code: script, key: (p?.key ?? 0) + 1 }))}>{t(m.preview)}</Button>
          {preview && <Button onClick={() => setPreview(null)}>{t(m.stopPreview)}</Button>}
        </div>
        {preview && (
          <section className="kite-play-stage" aria-label={t(m.preview)}>
            <RunningApp code={preview.code} runKey={preview.key} emptyText={t(m.empty)} />
          </section>
        )}
        {problem && (
          <p role="alert" className="kite-play-problem">
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
