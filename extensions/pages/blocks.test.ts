import { describe, expect, it } from 'vitest';
import type { Block } from './blocks';
import { addBlock, blockAt, indentBlock, moveBlock, noteIdOf, outdentBlock, removeBlock } from './blocks';

const text = (id: string): Block => ({ id, type: 'text', text: id });
const section = (id: string, children: Block[]): Block => ({ id, type: 'section', title: id, children });
const ids = (bs: readonly Block[]): unknown => bs.map((b) => (b.type === 'section' ? [b.id, ids(b.children)] : b.id));

describe('page block tree', () => {
  const tree = [text('a'), section('s', [text('b'), text('c')]), text('d')];

  it('moves a block among its siblings and stops at the ends', () => {
    expect(ids(moveBlock(tree, [2], -1)?.blocks ?? [])).toEqual(['a', 'd', ['s', ['b', 'c']]]);
    expect(ids(moveBlock(tree, [1, 0], 1)?.blocks ?? [])).toEqual(['a', ['s', ['c', 'b']], 'd']);
    expect(moveBlock(tree, [0], -1)).toBeNull();
    expect(moveBlock(tree, [1, 1], 1)).toBeNull();
  });

  it('nests a block into the section above and takes it out again', () => {
    const nested = indentBlock(tree, [2]);
    expect(ids(nested?.blocks ?? [])).toEqual(['a', ['s', ['b', 'c', 'd']]]);
    expect(nested?.path).toEqual([1, 2]);
    expect(indentBlock(tree, [0])).toBeNull();
    const out = outdentBlock(tree, [1, 0]);
    expect(ids(out?.blocks ?? [])).toEqual(['a', ['s', ['c']], 'b', 'd']);
    expect(out?.path).toEqual([2]);
    expect(outdentBlock(tree, [0])).toBeNull();
  });

  it('adds, finds and removes blocks at any depth without touching the input', () => {
    const added = addBlock(tree, [1], text('e'));
    expect(blockAt(added, [1, 2])?.id).toBe('e');
    expect(ids(removeBlock(added, [1, 0]))).toEqual(['a', ['s', ['c', 'e']], 'd']);
    expect(ids(tree)).toEqual(['a', ['s', ['b', 'c']], 'd']);
  });

  it('reads a note id from a pasted URL', () => {
    expect(noteIdOf(' https://example.com/notes/9abc12 ')).toBe('9abc12');
    expect(noteIdOf('9abc12')).toBe('9abc12');
  });
});
