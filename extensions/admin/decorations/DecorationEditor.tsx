import { useId, useState } from 'react';
import { Api, Dialogs, Toasts, safeHttpUrl, safeImageSrc, useService, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { Button, Field, errorText, fieldsClass } from '@kite/sdk/kit';
import type { Endpoints } from 'misskey-js';
import { ImagePick } from '../emojis/ImagePick';
import { RoleChoice } from '../emojis/RoleChoice';
import { decorationsMessages as m } from './messages';
import { succeeded } from '../succeeded';

/** A decoration as admin/avatar-decorations/list answers it. */
export type Decoration = Endpoints['admin/avatar-decorations/list']['res'][number];

/** Creates a decoration (`decoration` null) or edits or deletes one; `onDone` gets whether something changed. */
export function DecorationEditor(props: { decoration: Decoration | null; onDone: (changed: boolean) => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const headingId = useId();
  const { decoration } = props;
  const [name, setName] = useState(decoration?.name ?? '');
  const [description, setDescription] = useState(decoration?.description ?? '');
  const [url, setUrl] = useState(decoration?.url ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(decoration?.roleIdsThatCanBeUsedThisDecoration ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlOk = safeHttpUrl(url) !== null;

  const save = async () => {
    if (!urlOk) return setError(t(m.urlInvalid));
    setBusy(true);
    setError(null);
    const fields = { name, description, url, roleIdsThatCanBeUsedThisDecoration: roleIds };
    try {
      if (decoration) await api.request('admin/avatar-decorations/update', { id: decoration.id, ...fields });
      else await api.request('admin/avatar-decorations/create', fields);
      toasts.show(t(m.saved));
      props.onDone(true);
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!decoration || !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: decoration.name }) }))) return;
    const ok = await succeeded(api.requestWithUi('admin/avatar-decorations/delete', { id: decoration.id }));
    if (ok) props.onDone(true);
  };

  return (
    <Modal labelledBy={headingId} onClose={() => props.onDone(false)} className="kite-admin-emoji-editor">
      <form
        className={fieldsClass}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2 id={headingId}>{decoration ? t(m.edit, { name: decoration.name }) : t(m.add)}</h2>
        <Field label={t(m.name)}>
          {(id) => <input id={id} value={name} required data-autofocus onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label={t(m.description)}>
          {(id) => <textarea id={id} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <div className="kite-admin-emoji-image">
          {urlOk && <img src={safeImageSrc(url)} alt={t(m.preview, { name: name || '…' })} width={64} height={64} />}
          <ImagePick label={t(m.upload)} onPicked={(f) => setUrl(f.url)} />
        </div>
        <Field label={t(m.url)}>
          {(id) => <input id={id} type="url" value={url} aria-invalid={url !== '' && !urlOk} onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <RoleChoice legend={t(m.roles)} hint={t(m.rolesHint)} value={roleIds} onChange={setRoleIds} />
        {error && <p role="alert">{error}</p>}
        <div className="kite-admin-actions">
          <Button type="submit" variant="primary" disabled={busy || !name}>
            {t(m.save)}
          </Button>
          <Button onClick={() => props.onDone(false)}>{t(m.cancel)}</Button>
          {decoration && (
            <Button variant="danger" onClick={() => void remove()}>
              {t(m.delete)}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
