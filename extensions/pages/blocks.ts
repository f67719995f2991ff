import type { entities } from 'misskey-js';

/** A block of a page, as the server keeps it (older editors' types pass through untouched). */
export type Block = entities.PageBlock;
/** Where a block sits: its index at each level of the section tree. */
export type BlockPath = readonly number[];

const childrenOf = (b: Block | undefined): Block[] | null => (b && b.type === 'section' ? b.children : null);

/** A copy of the tree with the sibling list that holds `path` replaced by `edit(list, index)`. */
function atParent(blocks: readonly Block[], path: BlockPath, edit: (list: Block[], index: number) => Block[]): Block[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...blocks];
  if (rest.length === 0) return edit([...blocks], head);
  return blocks.map((b, i) => {
    const kids = childrenOf(b);
    return i === head && b.type === 'section' && kids ? { ...b, children: atParent(kids, rest, edit) } : b;
  });
}

export function blockAt(blocks: readonly Block[], path: BlockPath): Block | undefined {
  let list: readonly Block[] | null = blocks;
  let found: Block | undefined;
  for (const i of path) {
    found = list?.[i];
    list = childrenOf(found);
  }
  return found;
}

export function updateBlock(blocks: readonly Block[], path: BlockPath, next: Block): Block[] {
  return atParent(blocks, path, (list, i) => list.map((b, j) => (j === i ? next : b)));
}

export function removeBlock(blocks: readonly Block[], path: BlockPath): Block[] {
  return atParent(blocks, path, (list, i) => list.filter((_, j) => j !== i));
}

/** Adds a block at the end of the top level (`parent` null) or of a section. */
export function addBlock(blocks: readonly Block[], parent: BlockPath | null, block: Block): Block[] {
  if (!parent) return [...blocks, block];
  const section = blockAt(blocks, parent);
  if (!section || section.type !== 'section') return [...blocks, block];
  return updateBlock(blocks, parent, { ...section, children: [...section.children, block] });
}

/** Swaps a block with its previous (-1) or next (1) sibling; the new path, or null when it cannot move. */
export function moveBlock(blocks: readonly Block[], path: BlockPath, dir: -1 | 1): { blocks: Block[]; path: number[] } | null {
  const i = path[path.length - 1];
  if (i === undefined) return null;
  const j = i + dir;
  let ok = false;
  const next = atParent(blocks, path, (list) => {
    const a = list[i];
    const b = list[j];
    if (!a || !b) return list;
    ok = true;
    list[i] = b;
    list[j] = a;
    return list;
  });
  return ok ? { blocks: next, path: [...path.slice(0, -1), j] } : null;
}

/** Moves a block to the end of the section just above it (nesting); null when there is none. */
export function indentBlock(blocks: readonly Block[], path: BlockPath): { blocks: Block[]; path: number[] } | null {
  const i = path[path.length - 1];
  const block = blockAt(blocks, path);
  if (i === undefined || i === 0 || !block) return null;
  const abovePath = [...path.slice(0, -1), i - 1];
  const above = blockAt(blocks, abovePath);
  if (!above || above.type !== 'section') return null;
  const without = removeBlock(blocks, path);
  const n = above.children.length;
  return { blocks: addBlock(without, abovePath, block), path: [...abovePath, n] };
}

/** Moves a block out of its section, just after it; null at the top level. */
export function outdentBlock(blocks: readonly Block[], path: BlockPath): { blocks: Block[]; path: number[] } | null {
  const block = blockAt(blocks, path);
  if (path.length < 2 || !block) return null;
  const parentPath = path.slice(0, -1);
  const at = (parentPath[parentPath.length - 1] ?? 0) + 1;
  const without = removeBlock(blocks, path);
  return {
    blocks: atParent(without, parentPath, (list) => [...list.slice(0, at), block, ...list.slice(at)]),
    path: [...parentPath.slice(0, -1), at],
  };
}

/** A new empty block of a type the editor offers. */
export function newBlock(type: 'text' | 'section' | 'image' | 'note'): Block {
  const id = crypto.randomUUID();
  switch (type) {
    case 'text':
      return { id, type, text: '' };
    case 'section':
      return { id, type, title: '', children: [] };
    case 'image':
      return { id, type, fileId: null };
    case 'note':
      return { id, type, detailed: false, note: null };
  }
}

/** The note id of a pasted note URL (`…/notes/<id>`) or the id itself. */
export function noteIdOf(input: string): string {
  const s = input.trim();
  const m = /\/notes\/([0-9a-zA-Z]+)\/?$/.exec(s);
  return m?.[1] ?? s;
}
