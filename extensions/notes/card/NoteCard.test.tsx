// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ServiceProvider } from '@kite/sdk';
import { NoteCard } from './NoteCard';
import { parseCount } from '../mfm/parse';
import { fixtureNote, fixtureUser } from '../debug/make';
import { renderWith } from '../test/harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('user preview card', () => {
  it("the avatar and the name show the author's card (by id)", () => {
    const userPreview = vi.fn((_el: HTMLElement, _user: string) => () => {});
    renderWith(<NoteCard note={fixtureNote({ text: 'hi' }, fixtureUser('dana'))} />, { popups: { userPreview, tooltip: () => () => {} } });
    expect(userPreview.mock.calls.map(([el, user]) => [el.className, user])).toEqual([
      [expect.stringContaining('kite-avatar'), 'fx-user-dana'],
      ['kite-note-name', 'fx-user-dana'],
    ]);
  });
});

describe('note card parse cost', () => {
  it('parses every text once: note text (also read for URL previews), names, reply and quote; a re-render parses nothing', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 422 })),
    );
    const bob = fixtureUser('bobparse');
    const reply = fixtureNote({ text: 'parse-test: the replied note' }, bob);
    const quoted = fixtureNote({ text: 'parse-test: the quoted note' }, bob);
    const note = fixtureNote(
      {
        text: 'parse-test: main text with https://example.com/a link',
        reply,
        replyId: reply.id,
        renote: quoted,
        renoteId: quoted.id,
      },
      fixtureUser('aliceparse'),
    );
    const before = parseCount();
    const { rerender, resolver } = renderWith(<NoteCard note={note} />);
    // Full: main text, quoted text. Plain: reply text, names "Aliceparse" and "Bobparse".
    expect(parseCount() - before).toBe(5);
    const again = parseCount();
    rerender(
      <ServiceProvider services={resolver}>
        <NoteCard note={{ ...note }} />
      </ServiceProvider>,
    );
    expect(parseCount()).toBe(again);
  });
});
