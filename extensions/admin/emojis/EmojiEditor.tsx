import { useId, useState } from 'react';
import { Api, Dialogs, Toasts, isApiError, safeImageSrc, useService, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { Button, Field, SwitchRow, errorText, fieldsClass } from '@kite/sdk/kit';
import { ImagePick } from './ImagePick';
import { RoleChoice } from './RoleChoice';
import { draftOf, fieldsOf, nameFromFile, validName } from './emojiData';
import type { AdminEmoji, EmojiDraft } from './emojiData';
import { emojisMessages as m } from './messages';
import { succeeded } from '../succeeded';

const TAKEN = ['DUPLICATE_NAME', 'SAME_NAME_EMOJI_EXISTS'];

/**
 * Adds an emoji (`emoji` null) or edits one: image, name, category, aliases, license, sensitive,
 * local only and the roles that may react with it; an existing one can be deleted here too.
 * `onDone` gets whether something changed.
 */
export function EmojiEditor(props: { emoji: AdminEmoji | null; categories: readonly string[]; onDone: (changed: boolean) => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const headingId = useId();
  const listId = useId();
  const { emoji } = props;
  const [d, setD] = useState<EmojiDraft>(() => draftOf(emoji));
  const [image, setImage] = useState(emoji?.url ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EmojiDraft>(k: K, v: EmojiDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const nameOk = validName(d.name);

  const save = async () => {
    if (!emoji && !d.fileId) return setError(t(m.noImage));
    setBusy(true);
    setError(null);
    const fields = fieldsOf(d);
    try {
      if (emoji) await api.request('admin/emoji/update', { id: emoji.id, ...fields });
      else if (d.fileId) await api.request('admin/emoji/add', { ...fields, fileId: d.fileId });
      toasts.show(t(m.saved));
      props.onDone(true);
    } catch (e) {
      setError(isApiError(e) && TAKEN.includes(e.code) ? t(m.nameTaken) : errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!emoji || !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: emoji.name }) }))) return;
    const ok = await succeeded(api.requestWithUi('admin/emoji/delete', { id: emoji.id }));
    if (ok) props.onDone(true);
  };
  const text = (k: 'name' | 'category' | 'aliases' | 'license', label: string, hint?: string) => (
    <Field label={label} after={hint && <small className="kite-admin-muted">{hint}</small>}>
      {(id) => (
        <input
          id={id}
          value={d[k]}
          list={k === 'category' ? listId : undefined}
          aria-invalid={k === 'name' && d.name !== '' && !nameOk}
          onChange={(e) => set(k, e.target.value)}
          data-autofocus={k === 'name' ? true : undefined}
        />
      )}
    </Field>
  );

  return (
    <Modal labelledBy={headingId} onClose={() => props.onDone(false)} className="kite-admin-emoji-editor">
      <form
        className={fieldsClass}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2 id={headingId}>{emoji ? t(m.edit, { name: emoji.name }) : t(m.add)}</h2>
        <div className="kite-admin-emoji-image">
          {image ? <img src={safeImageSrc(image)} alt={t(m.image)} width={64} height={64} /> : <span>{t(m.noImage)}</span>}
          <ImagePick
            onPicked={(f) => {
              set('fileId', f.id);
              setImage(f.url);
              if (!d.name) set('name', nameFromFile(f.name));
            }}
          />
        </div>
        {text('name', t(m.name), t(m.nameHint))}
        {text('category', t(m.category))}
        <datalist id={listId}>
          {props.categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {text('aliases', t(m.aliases), t(m.aliasesHint))}
        {text('license', t(m.license))}
        <SwitchRow label={t(m.isSensitive)} checked={d.isSensitive} onChange={(v) => set('isSensitive', v)} />
        <SwitchRow label={t(m.localOnly)} checked={d.localOnly} onChange={(v) => set('localOnly', v)} />
        <RoleChoice legend={t(m.roles)} hint={t(m.rolesHint)} value={d.roleIds} onChange={(v) => set('roleIds', v)} />
        {error && <p role="alert">{error}</p>}
        <div className="kite-admin-actions">
          <Button type="submit" variant="primary" disabled={busy || !nameOk}>
            {t(m.save)}
          </Button>
          <Button onClick={() => props.onDone(false)}>{t(m.cancel)}</Button>
          {emoji && (
            <Button variant="danger" onClick={() => void remove()}>
              {t(m.delete)}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
