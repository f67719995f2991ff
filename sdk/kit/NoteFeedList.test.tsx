// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { I18n } from '../services';
import type { I18nService } from '../services';
import { interpolate } from '../i18n';
import type { MessageKey } from '../i18n';
import { ServiceProvider } from '../react';
import { NoteViews } from '../notes';
import type { NoteCardProps, NoteViewsService } from '../notes';
import { NoteActions } from '../noteActions';
import type { NoteActionsService, NoteChange } from '../noteActions';
import type { ServiceResolver, Token } from '../tokens';
import { NoteFeed } from '../ui/noteFeed';
import { NoteFeedList } from './NoteFeedList';
import { SingleNote } from './NoteRow';
import { noteFixture } from '../testing';

afterEach(cleanup);

const note = (id: string, text: string) => noteFixture({ id, text, reactions: {} });

/** A card showing the note's text, and a footer whose button deletes the note (as the note menu's Delete does). */
function services(withActions: boolean): ServiceResolver {
  const i18n: Pick<I18nService, 'lang' | 't' | 'subscribe'> = {
    lang: 'en-US',
    t: (k: MessageKey | string, p?: Record<string, string | number>) => interpolate(typeof k === 'string' ? k : k.en, p),
    subscribe: () => () => {},
  };
  const views: Pick<NoteViewsService, 'NoteCard'> = {
    NoteCard: (p: NoteCardProps) => (
      <div>
        <p>{p.note.text}</p>
        {p.footer}
      </div>
    ),
  };
  const actions: Pick<NoteActionsService, 'Footer' | 'react'> = {
    Footer: (p: { note: entities.Note; onChange: NoteChange }) => (
      <button type="button" onClick={() => p.onChange(null)}>
        delete {p.note.id}
      </button>
    ),
    react: async () => {},
  };
  const map = new Map<symbol, unknown>([
    [I18n.key, i18n],
    [NoteViews.key, views],
    ...(withActions ? ([[NoteActions.key, actions]] as const) : []),
  ]);
  return { resolve: <T,>(t: Token<T>) => map.get(t.key) as T, has: (t) => map.has(t.key) };
}

function renderList(feed: NoteFeed<entities.Note>, withActions = true) {
  render(
    <ServiceProvider services={services(withActions)}>
      <NoteFeedList feed={feed} restoreKey="test" label="Clip notes" emptyText="No notes in this clip" />
    </ServiceProvider>,
  );
}

describe('NoteFeedList', () => {
  it('loads the first page into a feed named by its label; a deleted note leaves the list', async () => {
    const feed = new NoteFeed<entities.Note>(async () => [note('2', 'second'), note('1', 'first')]);
    renderList(feed);
    const list = await screen.findByRole('feed', { name: 'Clip notes' });
    expect(list.textContent).toContain('second');
    fireEvent.click(screen.getByRole('button', { name: 'delete 2' }));
    // The feed draws changes to a ready list in a transition.
    await waitFor(() => expect(screen.queryByText('second')).toBeNull());
    expect(screen.getByText('first')).toBeTruthy();
  });

  it('says what an empty list is', async () => {
    renderList(new NoteFeed<entities.Note>(async () => []));
    expect(await screen.findByText('No notes in this clip')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([note('1', 'back again')]);
    renderList(new NoteFeed<entities.Note>(fetch), false);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back again')).toBeTruthy();
  });
});

describe('SingleNote', () => {
  it('goes away when its note is deleted', () => {
    render(
      <ServiceProvider services={services(true)}>
        <SingleNote note={note('9', 'a mention')} />
      </ServiceProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'delete 9' }));
    expect(screen.queryByText('a mention')).toBeNull();
  });
});
