import { Api, Dialogs, useService, useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { parseAliases } from './emojiData';
import { emojisMessages as m } from './messages';
import { succeeded } from '../succeeded';

type Ask = { label: string; run: (value: string, ids: string[]) => Promise<unknown> };

/**
 * The actions over the selected emojis (Misskey's bulk menu): set the category or license, add,
 * remove or set aliases, delete. `onDone` runs after a change was made (to reload the list).
 */
export function BulkActions(props: { ids: readonly string[]; onDone: () => void; onClear: () => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const ids = [...props.ids];
  const none = ids.length === 0;

  const asks: Ask[] = [
    { label: t(m.setCategory), run: (v, x) => api.requestWithUi('admin/emoji/set-category-bulk', { ids: x, category: v.trim() || null }) },
    { label: t(m.addAliases), run: (v, x) => api.requestWithUi('admin/emoji/add-aliases-bulk', { ids: x, aliases: parseAliases(v) }) },
    {
      label: t(m.removeAliases),
      run: (v, x) => api.requestWithUi('admin/emoji/remove-aliases-bulk', { ids: x, aliases: parseAliases(v) }),
    },
    { label: t(m.setAliases), run: (v, x) => api.requestWithUi('admin/emoji/set-aliases-bulk', { ids: x, aliases: parseAliases(v) }) },
    { label: t(m.setLicense), run: (v, x) => api.requestWithUi('admin/emoji/set-license-bulk', { ids: x, license: v.trim() || null }) },
  ];
  const ask = async (a: Ask) => {
    const r = await dialogs.open<string>({ title: a.label, input: { type: 'text' }, showCancelButton: true });
    if (r.canceled) return;
    if (await succeeded(a.run(String(r.result ?? ''), ids))) props.onDone();
  };
  const remove = async () => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteSelectedConfirm, { count: ids.length }) }))) return;
    const ok = await succeeded(api.requestWithUi('admin/emoji/delete-bulk', { ids }));
    if (ok) {
      props.onClear();
      props.onDone();
    }
  };

  return (
    <div className="kite-admin-emoji-bulk" role="toolbar" aria-label={t(m.selected, { count: ids.length })}>
      <span role="status">{t(m.selected, { count: ids.length })}</span>
      {asks.map((a) => (
        <Button key={a.label} disabled={none} onClick={() => void ask(a)}>
          {a.label}
        </Button>
      ))}
      <Button variant="danger" disabled={none} onClick={() => void remove()}>
        {t(m.deleteSelected)}
      </Button>
      <Button disabled={none} onClick={props.onClear}>
        {t(m.clearSelection)}
      </Button>
    </div>
  );
}
