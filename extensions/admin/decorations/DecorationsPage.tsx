import { useState } from 'react';
import { Api, safeImageSrc, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import { DecorationEditor } from './DecorationEditor';
import type { Decoration } from './DecorationEditor';
import { decorationsMessages as m } from './messages';
import '../panel/panel.css';
import '../emojis/emojis.css';

/** /admin/avatar-decorations and /avatar-decorations: the decorations people may put on their avatar, with previews; add, edit, delete. */
export default function DecorationsPage() {
  const t = useT();
  const api = useService(Api);
  const list = useLoad('decorations', () => api.request('admin/avatar-decorations/list', {}));
  const [editing, setEditing] = useState<Decoration | 'new' | null>(null);
  return (
    <section className={`kite-admin-decorations ${fieldsClass}`}>
      <PageHeader title={t(m.title)} icon="user" />
      <section className="kite-admin-section" aria-label={t(m.title)}>
        <div className="kite-admin-actions">
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t(m.add)}
          </Button>
        </div>
        {list.error && (
          <p role="alert">
            {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
          </p>
        )}
        {list.data?.length === 0 && <p role="status">{t(m.none)}</p>}
        <ul className="kite-admin-rows" aria-busy={list.loading} aria-label={t(m.title)}>
          {(list.data ?? []).map((d) => (
            <li key={d.id} className="kite-admin-row kite-admin-decoration" data-decoration={d.name}>
              <img src={safeImageSrc(d.url)} alt={t(m.preview, { name: d.name })} width={48} height={48} loading="lazy" />
              <span className="kite-admin-row-main">
                <span>{d.name}</span>
                <span className="kite-admin-muted">{d.description}</span>
              </span>
              <Button onClick={() => setEditing(d)} aria-label={t(m.edit, { name: d.name })}>
                {t(m.editButton)}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      {editing && (
        <DecorationEditor
          decoration={editing === 'new' ? null : editing}
          onDone={(changed) => {
            setEditing(null);
            if (changed) list.reload();
          }}
        />
      )}
    </section>
  );
}
