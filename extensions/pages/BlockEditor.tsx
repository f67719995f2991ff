import type { KeyboardEvent } from 'react';
import type { entities } from 'misskey-js';
import { safeHttpUrl, useT } from '@kite/sdk';
import { Button, Field, IconButton, SwitchRow } from '@kite/sdk/kit';
import type { Block, BlockPath } from './blocks';
import { blockAt, indentBlock, moveBlock, newBlock, noteIdOf, outdentBlock, removeBlock, updateBlock } from './blocks';
import { pageMessages as m } from './messages';

export interface BlockEditorProps {
  blocks: Block[];
  onChange: (blocks: Block[], focus?: number[]) => void;
  /** Files known by id (the page's attached files and those picked since). */
  files: ReadonlyMap<string, entities.DriveFile>;
  pickImage: () => Promise<entities.DriveFile | null>;
}

/** The DOM id of a block's frame, to keep focus on a block that moved. */
export const blockDomId = (path: readonly number[]) => `kite-page-block-${path.join('-')}`;

function typeName(t: (k: typeof m.text) => string, b: Block): string {
  switch (b.type) {
    case 'text':
      return t(m.text);
    case 'section':
      return t(m.section);
    case 'image':
      return t(m.image);
    case 'note':
      return t(m.note);
    default: {
      // A type from an older editor: named as the server stores it.
      const old: object = b;
      return 'type' in old && typeof old.type === 'string' ? old.type : '?';
    }
  }
}

function Body({ block, path, props }: { block: Block; path: number[]; props: BlockEditorProps }) {
  const t = useT();
  const set = (next: Block) => props.onChange(updateBlock(props.blocks, path, next));
  switch (block.type) {
    case 'text':
      return (
        <Field label={t(m.text)}>
          {(id) => (
            <textarea
              id={id}
              className="kite-input"
              rows={4}
              value={block.text}
              onChange={(e) => set({ ...block, text: e.target.value })}
            />
          )}
        </Field>
      );
    case 'section':
      return (
        <>
          <Field label={t(m.sectionTitle)}>
            {(id) => (
              <input id={id} className="kite-input" value={block.title} onChange={(e) => set({ ...block, title: e.target.value })} />
            )}
          </Field>
          <BlockList list={block.children} parent={path} props={props} />
          <AddButtons parent={path} props={props} />
        </>
      );
    case 'image': {
      const file = block.fileId ? props.files.get(block.fileId) : undefined;
      const src = file ? safeHttpUrl(file.thumbnailUrl ?? file.url)?.href : undefined;
      return (
        <div className="kite-page-edit-image">
          {src ? <img src={src} alt={file?.comment ?? file?.name ?? ''} /> : <span>{file?.name ?? t(m.noImage)}</span>}
          <Button
            onClick={() =>
              void props.pickImage().then((f) => {
                if (f) set({ ...block, fileId: f.id });
              })
            }
          >
            {t(m.pickImage)}
          </Button>
        </div>
      );
    }
    case 'note':
      return (
        <>
          <Field label={t(m.noteId)}>
            {(id) => (
              <input
                id={id}
                className="kite-input"
                value={block.note ?? ''}
                onChange={(e) => set({ ...block, note: noteIdOf(e.target.value) || null })}
              />
            )}
          </Field>
          <SwitchRow label={t(m.detailed)} checked={block.detailed} onChange={(detailed) => set({ ...block, detailed })} />
        </>
      );
    default:
      return <p className="kite-page-missing">{t(m.oldBlock, { type: typeName(t, block) })}</p>;
  }
}

function BlockFrame({ block, path, props }: { block: Block; path: number[]; props: BlockEditorProps }) {
  const t = useT();
  const apply = (r: { blocks: Block[]; path: number[] } | null) => {
    if (r) props.onChange(r.blocks, r.path);
  };
  const canIndent =
    (path[path.length - 1] ?? 0) > 0 && blockAt(props.blocks, [...path.slice(0, -1), (path[path.length - 1] ?? 0) - 1])?.type === 'section';
  // Alt+↑/↓ from anywhere inside the block (its fields, its buttons) moves it; the focused control keeps focus.
  const onKey = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    e.stopPropagation();
    const active = document.activeElement;
    apply(moveBlock(props.blocks, path, e.key === 'ArrowUp' ? -1 : 1));
    setTimeout(() => {
      if (active instanceof HTMLElement && active.isConnected) active.focus();
    });
  };
  const label = t(m.block, { n: path.map((i) => i + 1).join('.'), type: typeName(t, block) });
  return (
    <li>
      <section id={blockDomId(path)} className="kite-page-edit-block" tabIndex={-1} aria-label={label} onKeyDown={onKey}>
        <div className="kite-page-edit-block-bar">
          <span>{label}</span>
          <Button aria-label={t(m.moveUp)} title={t(m.moveUp)} onClick={() => apply(moveBlock(props.blocks, path, -1))}>
            ↑
          </Button>
          <Button aria-label={t(m.moveDown)} title={t(m.moveDown)} onClick={() => apply(moveBlock(props.blocks, path, 1))}>
            ↓
          </Button>
          {canIndent && (
            <Button aria-label={t(m.indent)} title={t(m.indent)} onClick={() => apply(indentBlock(props.blocks, path))}>
              →
            </Button>
          )}
          {path.length > 1 && (
            <Button aria-label={t(m.outdent)} title={t(m.outdent)} onClick={() => apply(outdentBlock(props.blocks, path))}>
              ←
            </Button>
          )}
          <IconButton icon="trash" label={t(m.remove)} onClick={() => props.onChange(removeBlock(props.blocks, path))} />
        </div>
        <Body block={block} path={path} props={props} />
      </section>
    </li>
  );
}

function BlockList({ list, parent, props }: { list: readonly Block[]; parent: BlockPath; props: BlockEditorProps }) {
  return (
    <ol className="kite-page-edit-blocks">
      {list.map((b, i) => (
        <BlockFrame key={b.id || i} block={b} path={[...parent, i]} props={props} />
      ))}
    </ol>
  );
}

/** "Add text / section / image / note" for the top level or a section. */
export function AddButtons({ parent, props }: { parent: BlockPath | null; props: BlockEditorProps }) {
  const t = useT();
  const add = (type: 'text' | 'section' | 'image' | 'note') => {
    const block = newBlock(type);
    const parentPath = parent ?? [];
    const section = parent ? blockAt(props.blocks, parent) : undefined;
    const index = section && section.type === 'section' ? section.children.length : props.blocks.length;
    const next =
      parent && section?.type === 'section'
        ? updateBlock(props.blocks, parent, { ...section, children: [...section.children, block] })
        : [...props.blocks, block];
    props.onChange(next, [...parentPath, index]);
  };
  return (
    <div className="kite-page-edit-add">
      <Button onClick={() => add('text')}>{t(m.addText)}</Button>
      <Button onClick={() => add('section')}>{t(m.addSection)}</Button>
      <Button onClick={() => add('image')}>{t(m.addImage)}</Button>
      <Button onClick={() => add('note')}>{t(m.addNote)}</Button>
    </div>
  );
}

/** The page's blocks as an editable, reorderable tree. */
export function BlockEditor(props: BlockEditorProps) {
  const t = useT();
  return (
    <div className="kite-page-edit-content">
      <p className="kite-page-hint">{t(m.reorderHint)}</p>
      {props.blocks.length === 0 ? <p>{t(m.noBlocks)}</p> : <BlockList list={props.blocks} parent={[]} props={props} />}
      <AddButtons parent={null} props={props} />
    </div>
  );
}
