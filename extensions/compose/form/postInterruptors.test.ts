import { describe, expect, it } from 'vitest';
import { applyPostInterruptors } from './postInterruptors';

describe('note-post interruptors', () => {
  it('apply in order and may change only text and cw', async () => {
    const out = await applyPostInterruptors(
      [
        { id: 'a', handler: (n) => ({ ...n, text: `${String(n.text)}!`, visibility: 'specified', visibleUserIds: ['x'] }) },
        { id: 'b', handler: async (n) => ({ ...n, cw: 'spoiler' }) },
      ],
      { text: 'hi', visibility: 'public' },
    );
    expect(out).toEqual({ text: 'hi!', cw: 'spoiler', visibility: 'public' });
  });

  it('a failing interruptor leaves the note unchanged', async () => {
    const out = await applyPostInterruptors(
      [
        {
          id: 'a',
          handler: () => {
            throw new Error('boom');
          },
        },
      ],
      { text: 'hi' },
    );
    expect(out).toEqual({ text: 'hi', cw: undefined });
  });
});
