import { useEffect, useState } from 'react';
import { Api, safeImageSrc, useService, useT } from '@kite/sdk';
import { Button, errorText, Field, LoadMore, usePagedLoad } from '@kite/sdk/kit';
import { BulkActions } from './BulkActions';
import { ZipImport } from './ZipImport';
import { EmojiEditor } from './EmojiEditor';
import { byCategory, categoriesOf, detailed } from './emojiData';
import type { AdminEmoji } from './emojiData';
import { emojisMessages as m } from './messages';
import { useEmojisChanged } from './useEmojisChanged';

const PAGE = 100;

/** The search text, applied a moment after typing stops. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The local tab: search, the emojis by category, add and edit, and a select mode with bulk actions. */
export function LocalEmojis() {
  const t = useT();
  const api = useService(Api);
  const [text, setText] = useState('');
  const query = useSettled(text.trim());
  const list = usePagedLoad(
    `local ${query}`,
    async (after) => (await api.request('admin/emoji/list', { query: query || null, limit: PAGE, untilId: after.untilId })).map(detailed),
    PAGE,
  );
  const all = list.data ?? [];
  const [editing, setEditing] = useState<AdminEmoji | 'new' | null>(null);
  const emojisChanged = useEmojisChanged();
  const changed = () => {
    list.reload();
    emojisChanged();
  };
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="kite-admin-section kite-admin-emojis-local" aria-label={t(m.local)}>
      <div className="kite-admin-filters">
        <Field label={t(m.search)} after={<small className="kite-admin-muted">{t(m.searchHint)}</small>}>
          {(id) => <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
      </div>
      <div className="kite-admin-actions">
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t(m.add)}
        </Button>
        <Button aria-pressed={selecting} onClick={() => setSelecting((s) => !s)}>
          {t(m.selectMode)}
        </Button>
        {selecting && <Button onClick={() => setSelected(new Set(all.map((e) => e.id)))}>{t(m.selectAll)}</Button>}
      </div>
      <ZipImport onAdded={changed} />
      {selecting && <BulkActions ids={[...selected]} onDone={changed} onClear={() => setSelected(new Set())} />}
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && all.length === 0 && <p role="status">{t(m.none)}</p>}
      <div aria-busy={list.loading}>
        {byCategory(all).map(([category, group]) => (
          <section key={category ?? ''} className="kite-admin-emoji-group" aria-label={category ?? t(m.noCategory)}>
            <h3>{category ?? t(m.noCategory)}</h3>
            <ul className="kite-admin-emoji-grid">
              {group.map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    className="kite-admin-emoji-tile"
                    data-emoji={e.name}
                    aria-pressed={selecting ? selected.has(e.id) : undefined}
                    onClick={() => (selecting ? toggle(e.id) : setEditing(e))}
                  >
                    <img src={safeImageSrc(e.url)} alt="" width={40} height={40} loading="lazy" />
                    <span className="kite-admin-emoji-name">:{e.name}:</span>
                    {e.aliases.length > 0 && <span className="kite-admin-muted">{e.aliases.join(' ')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <LoadMore paged={list} />
      {editing && (
        <EmojiEditor
          emoji={editing === 'new' ? null : editing}
          categories={categoriesOf(all)}
          onDone={(done) => {
            setEditing(null);
            if (done) changed();
          }}
        />
      )}
    </section>
  );
}
