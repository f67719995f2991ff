import { describe, expect, it } from 'vitest';
import { addColumn, moveInStack, moveSideways, popRight, readProfiles, removeColumn, stackLeft } from './model';
import type { DeckProfile } from './model';

const col = (id: string) => ({ id, type: 'tl', name: null, width: 330 });
const deck = (): DeckProfile =>
  ['a', 'b', 'c'].reduce((p, id) => addColumn(p, col(id)), { id: 'p', name: 'Main', columns: [], layout: [] } as DeckProfile);

describe('deck profile changes (Misskey layout semantics)', () => {
  it('adds each column in a slot of its own and removes it from its slot', () => {
    expect(deck().layout).toEqual([['a'], ['b'], ['c']]);
    expect(removeColumn(deck(), 'b').layout).toEqual([['a'], ['c']]);
    expect(removeColumn(deck(), 'b').columns.map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('moves left and right, not past the ends', () => {
    expect(moveSideways(deck(), 'b', -1).layout).toEqual([['b'], ['a'], ['c']]);
    expect(moveSideways(deck(), 'c', 1).layout).toEqual([['a'], ['b'], ['c']]);
  });

  it('stacks on the left, moves within the stack, and pops out to the right unfolding the stack', () => {
    const stacked = stackLeft(deck(), 'b');
    expect(stacked.layout).toEqual([['a', 'b'], ['c']]);
    expect(moveInStack(stacked, 'b', -1).layout).toEqual([['b', 'a'], ['c']]);
    const folded = { ...stacked, columns: stacked.columns.map((c) => ({ ...c, active: false })) };
    const popped = popRight(folded, 'a');
    expect(popped.layout).toEqual([['b'], ['a'], ['c']]);
    expect(popped.columns.filter((c) => c.active).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('reads a stored value leniently: unplaced columns get a slot, unknown ids and junk are dropped', () => {
    const read = readProfiles([
      { name: 'Main', id: 'x', columns: [col('a'), col('b'), { nope: 1 }], layout: [['a', 'ghost'], []] },
      'junk',
      { columns: [] },
    ]);
    expect(read).toHaveLength(1);
    expect(read[0].layout).toEqual([['a'], ['b']]);
    expect(readProfiles(null)).toEqual([]);
  });
});
