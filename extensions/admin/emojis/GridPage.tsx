import { useId, useState } from 'react';
import { Api, Dialogs, Toasts, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, Field, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import { GridRowView } from './GridRowView';
import { ImagePick } from './ImagePick';
import { categoriesOf, detailed } from './emojiData';
import type { EmojiDraft } from './emojiData';
import { isChanged, newRow, requestOf, rowOf } from './gridRows';
import type { GridRow } from './gridRows';
import { emojisMessages as m } from './messages';
import { useEmojisChanged } from './useEmojisChanged';
import '../panel/panel.css';
import './emojis.css';
import { succeeded } from '../succeeded';

/**
 * /admin/emojis2: the emojis as an editable table (Misskey's grid manager). Cells are edited in
 * place, uploaded files become new rows, and "save" sends only the rows that changed; a row the
 * server refuses keeps its edits and says why.
 */
export default function GridPage() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const categoriesId = useId();
  const emojisChanged = useEmojisChanged();
  const [query, setQuery] = useState('');
  const list = useLoad(`grid ${query}`, async () =>
    (await api.request('admin/emoji/list', { query: query || null, limit: 100 })).map(detailed),
  );
  const [added, setAdded] = useState<GridRow[]>([]);
  const [edits, setEdits] = useState<ReadonlyMap<string, EmojiDraft>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const rows = [...added, ...(list.data ?? []).map(rowOf)].map((r) => ({ ...r, draft: edits.get(r.key) ?? r.draft }));
  const changed = rows.filter(isChanged);

  const edit = (key: string, draft: EmojiDraft) => setEdits((cur) => new Map(cur).set(key, draft));
  const save = async () => {
    setBusy(true);
    const failed: string[] = [];
    const failedKeys = new Set<string>();
    for (const r of changed) {
      const req = requestOf(r);
      try {
        if (!req) throw new Error(t(m.nameHint));
        if (req.endpoint === 'admin/emoji/add') await api.request(req.endpoint, req.params);
        else await api.request(req.endpoint, req.params);
      } catch (e) {
        failed.push(t(m.rowFailed, { name: r.draft.name || r.key, error: errorText(e, t) }));
        failedKeys.add(r.key);
      }
    }
    // Saved rows come back from the server; refused ones keep what was typed.
    setAdded((cur) => cur.filter((r) => failedKeys.has(r.key)));
    setEdits((cur) => new Map([...cur].filter(([k]) => failedKeys.has(k))));
    setErrors(failed);
    setBusy(false);
    if (failed.length < changed.length) toasts.show(t(m.saved));
    list.reload();
    emojisChanged();
  };
  const removeSelected = async () => {
    const ids = [...selected];
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteSelectedConfirm, { count: ids.length }) }))) return;
    if (await succeeded(api.requestWithUi('admin/emoji/delete-bulk', { ids }))) {
      setSelected(new Set());
      list.reload();
      emojisChanged();
    }
  };

  return (
    <section className={`kite-admin-emojis-grid ${fieldsClass}`}>
      <PageHeader title={t(m.gridTitle)} icon="icons" />
      <section className="kite-admin-section" aria-label={t(m.gridTitle)}>
        <div className="kite-admin-filters">
          <Field label={t(m.search)} after={<small className="kite-admin-muted">{t(m.searchHint)}</small>}>
            {(id) => <input id={id} type="search" value={query} onChange={(e) => setQuery(e.target.value.trim())} />}
          </Field>
        </div>
        <div className="kite-admin-actions">
          <ImagePick multiple label={t(m.register)} onPicked={(f) => setAdded((cur) => [newRow(f), ...cur])} />
          <Button variant="primary" disabled={busy || changed.length === 0} onClick={() => void save()}>
            {t(m.saveChanged, { count: changed.length })}
          </Button>
          <Button variant="danger" disabled={selected.size === 0} onClick={() => void removeSelected()}>
            {t(m.deleteSelected)}
          </Button>
        </div>
        {errors.length > 0 && (
          <div role="alert">
            <ul>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}
        {list.error && (
          <p role="alert">
            {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
          </p>
        )}
        <datalist id={categoriesId}>
          {categoriesOf(rows.map((r) => ({ category: r.draft.category || null }))).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <div className="kite-admin-emoji-table-wrap">
          <table className="kite-admin-emoji-table" aria-busy={list.loading}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="kite-sr-only">{t(m.selectMode)}</span>
                </th>
                <th scope="col">{t(m.image)}</th>
                <th scope="col">{t(m.name)}</th>
                <th scope="col">{t(m.category)}</th>
                <th scope="col">{t(m.aliases)}</th>
                <th scope="col">{t(m.license)}</th>
                <th scope="col">{t(m.isSensitive)}</th>
                <th scope="col">{t(m.localOnlyShort)}</th>
                <th scope="col">{t(m.changed)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <GridRowView
                  key={r.key}
                  row={r}
                  categoriesId={categoriesId}
                  selected={r.id !== null && selected.has(r.id)}
                  onSelect={(on) =>
                    setSelected((cur) => {
                      const next = new Set(cur);
                      if (r.id && on) next.add(r.id);
                      else if (r.id) next.delete(r.id);
                      return next;
                    })
                  }
                  onChange={(d) => edit(r.key, d)}
                />
              ))}
            </tbody>
          </table>
        </div>
        {list.data && rows.length === 0 && <p role="status">{t(m.none)}</p>}
      </section>
    </section>
  );
}
