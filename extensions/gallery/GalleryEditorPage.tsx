import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Drive, Navigation, ResultScreen, Toasts, isApiError, safeHttpUrl, useOptionalService, useService, useT } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { Button, Field, IconButton, SwitchRow } from '@kite/sdk/kit';
import { galleryMessages as m } from './messages';
import './gallery.css';

/** /gallery/new and /gallery/:postId/edit. */
export default function GalleryEditorPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const id = params.postId;
  if (!id) return <Editor initial={null} />;
  return (
    <Deferred
      load={() =>
        api.request('gallery/posts/show', { postId: id }).catch((e: unknown) => {
          if (isApiError(e) && e.code === 'NO_SUCH_POST') return null;
          throw e;
        })
      }
      deps={[id]}
      errorText={t(m.failed)}
    >
      {(post) => (post ? <Editor key={post.id} initial={post} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

function Editor({ initial }: { initial: entities.GalleryPost | null }) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const drive = useService(Drive);
  const toasts = useOptionalService(Toasts);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isSensitive, setSensitive] = useState(initial?.isSensitive ?? false);
  const [files, setFiles] = useState<entities.DriveFile[]>(initial?.files ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const picked = await drive.pickFiles({ multiple: true });
    setFiles((prev) => [...prev, ...picked.filter((f) => !prev.some((p) => p.id === f.id))]);
  };

  const save = async () => {
    if (!title.trim()) return setProblem(t(m.titleRequired));
    if (files.length === 0) return setProblem(t(m.filesRequired));
    setProblem(null);
    setBusy(true);
    const body = { title, description: description || null, isSensitive, fileIds: files.map((f) => f.id) };
    try {
      const post = initial
        ? await api.request('gallery/posts/update', { postId: initial.id, ...body })
        : await api.request('gallery/posts/create', body);
      toasts?.show(t(m.saved), { icon: 'check' });
      nav.push(`/gallery/${post.id}`);
    } catch (e) {
      // The form stays as it is so nothing typed is lost.
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kite-gallery-page">
      <PageHeader title={t(initial ? m.editPost : m.newPost)} icon="pencil" />
      <form
        className="kite-gallery-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={t(m.postTitle)}>
          {(id) => <input id={id} className="kite-input" value={title} onChange={(e) => setTitle(e.target.value)} required />}
        </Field>
        <Field label={t(m.description)}>
          {(id) => (
            <textarea id={id} className="kite-input" rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
        <SwitchRow label={t(m.markSensitive)} checked={isSensitive} onChange={setSensitive} />
        <h2>{t(m.files)}</h2>
        {files.length === 0 ? (
          <p>{t(m.noFiles)}</p>
        ) : (
          <ul className="kite-gallery-edit-files" aria-label={t(m.filesCount, { n: files.length })}>
            {files.map((f) => {
              const src = safeHttpUrl(f.thumbnailUrl ?? f.url)?.href;
              return (
                <li key={f.id}>
                  {src ? <img src={src} alt={f.comment ?? f.name} /> : <span>{f.name}</span>}
                  <IconButton
                    icon="x"
                    label={t(m.removeFile, { name: f.name })}
                    onClick={() => setFiles(files.filter((x) => x.id !== f.id))}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <Button onClick={() => void add()}>{t(m.addFiles)}</Button>
        {problem && (
          <p role="alert" className="kite-gallery-problem">
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
