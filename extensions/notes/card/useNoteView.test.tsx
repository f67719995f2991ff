// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { Contributions, ServiceProvider } from '@kite/sdk';
import type { ContributionPointId, NoteViewInterruptor, ServiceResolver, Token } from '@kite/sdk';
import { fixtureNote, fixtureUser } from '../debug/make';
import { useNoteView } from './useNoteView';

afterEach(cleanup);

/** A registry double whose note-view list changes later, like a plugin starting after the first render. */
function registry() {
  let items: NoteViewInterruptor[] = [];
  const listeners = new Set<() => void>();
  const contributions = {
    list: (p: ContributionPointId) => (p === 'noteViewInterruptors' ? [...items] : []),
    subscribe: (_p: ContributionPointId, fn: () => void) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const resolver: ServiceResolver = {
    resolve<T>(token: Token<T>): T {
      if (token.key !== Contributions.key) throw new Error(`missing ${token.name}`);
      return contributions as T;
    },
    has: (token) => token.key === Contributions.key,
  };
  const set = (next: NoteViewInterruptor[]) => {
    items = next;
    listeners.forEach((l) => l());
  };
  return { resolver, set };
}

function Shown({ note }: { note: entities.Note }) {
  const v = useNoteView(note);
  return <p>{v === null ? 'hidden' : v.text}</p>;
}

describe('useNoteView', () => {
  it('shows the note as it is, then what an interruptor registered later makes of it; back when it leaves', async () => {
    const { resolver, set } = registry();
    const note = fixtureNote({ text: 'original' }, fixtureUser('erin'));
    render(
      <ServiceProvider services={resolver}>
        <Shown note={note} />
      </ServiceProvider>,
    );
    expect(screen.getByText('original')).toBeTruthy();
    await act(async () => set([{ id: 'p', handler: async (n) => ({ ...n, text: `[x] ${n.text}` }) }]));
    expect(await screen.findByText('[x] original')).toBeTruthy();
    await act(async () => set([]));
    expect(screen.getByText('original')).toBeTruthy();
  });

  it('null from an interruptor hides the note; a failing one leaves it as it was', async () => {
    const { resolver, set } = registry();
    const note = fixtureNote({ text: 'kept' }, fixtureUser('erin'));
    render(
      <ServiceProvider services={resolver}>
        <Shown note={note} />
      </ServiceProvider>,
    );
    await act(async () =>
      set([
        {
          id: 'bad',
          handler: async () => {
            throw new Error('boom');
          },
        },
      ]),
    );
    expect(screen.getByText('kept')).toBeTruthy();
    await act(async () => set([{ id: 'hide', handler: async () => null }]));
    expect(await screen.findByText('hidden')).toBeTruthy();
  });
});
