import { safeImageSrc, useT } from '@kite/sdk';
import type { EmojiDraft } from './emojiData';
import { validName } from './emojiData';
import { isChanged } from './gridRows';
import type { GridRow } from './gridRows';
import { emojisMessages as m } from './messages';

type TextKey = 'name' | 'category' | 'aliases' | 'license';

/** One editable row of the table manager: select box, image, text cells and the two flags. */
export function GridRowView(props: {
  row: GridRow;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onChange: (draft: EmojiDraft) => void;
  categoriesId: string;
}) {
  const t = useT();
  const { row } = props;
  const d = row.draft;
  const label = d.name || row.key;
  const set = <K extends keyof EmojiDraft>(k: K, v: EmojiDraft[K]) => props.onChange({ ...d, [k]: v });
  const cell = (k: TextKey, title: string) => (
    <td>
      <input
        type="text"
        value={d[k]}
        aria-label={`${title} (:${label}:)`}
        aria-invalid={k === 'name' && !validName(d.name)}
        list={k === 'category' ? props.categoriesId : undefined}
        onChange={(e) => set(k, e.target.value)}
      />
    </td>
  );
  const flag = (k: 'isSensitive' | 'localOnly', title: string) => (
    <td>
      <input type="checkbox" checked={d[k]} aria-label={`${title} (:${label}:)`} onChange={(e) => set(k, e.target.checked)} />
    </td>
  );
  return (
    <tr data-changed={isChanged(row)} data-row={d.name}>
      <td>
        <input
          type="checkbox"
          checked={props.selected}
          disabled={row.id === null}
          aria-label={t(m.select, { name: label })}
          onChange={(e) => props.onSelect(e.target.checked)}
        />
      </td>
      <td>
        <img src={safeImageSrc(row.url)} alt="" width={32} height={32} loading="lazy" />
      </td>
      {cell('name', t(m.name))}
      {cell('category', t(m.category))}
      {cell('aliases', t(m.aliases))}
      {cell('license', t(m.license))}
      {flag('isSensitive', t(m.isSensitive))}
      {flag('localOnly', t(m.localOnlyShort))}
      <td>{row.id === null ? t(m.newRow) : isChanged(row) ? t(m.changed) : ''}</td>
    </tr>
  );
}
