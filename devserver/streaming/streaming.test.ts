import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let carol: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, carol] = await Promise.all([h.signin('alice'), h.signin('carol')]);
});
afterAll(async () => {
  await h.close();
});

describe('streaming with misskey-js Stream', () => {
  it('delivers a note posted over HTTP to a connected homeTimeline channel', async () => {
    const stream = h.stream(alice);
    await connected(stream);
    const home = stream.useChannel('homeTimeline');
    await new Promise((r) => setTimeout(r, 50));
    const got = waitFor<entities.Note>((r) => home.on('note', r));
    const created = (await h.call('notes/create', { text: 'live from carol' }, carol)).body.createdNote;
    const note = await got;
    expect(note.id).toBe(created.id);
    expect(note.text).toBe('live from carol');
    expect(note.user.username).toBe('carol');
  });

  it('sends noteUpdated for a reaction on a subscribed note', async () => {
    const note = (await h.call('notes/create', { text: 'subscribe me' }, alice)).body.createdNote;
    const stream = h.stream(alice);
    await connected(stream);
    stream.send('subNote', { id: note.id });
    await new Promise((r) => setTimeout(r, 50));
    const got = waitFor<{ id: string; type: string; body: { reaction: string; userId: string } }>((r) =>
      stream.on('noteUpdated', r as never),
    );
    await h.call('notes/reactions/create', { noteId: note.id, reaction: '🎉' }, carol);
    const ev = await got;
    expect(ev).toMatchObject({ id: note.id, type: 'reacted', body: { reaction: '🎉' } });
    stream.send('unsubNote', { id: note.id });
  });

  it('sends notification and unreadNotification on the main channel', async () => {
    const stream = h.stream(alice);
    await connected(stream);
    const main = stream.useChannel('main');
    await new Promise((r) => setTimeout(r, 50));
    const got = waitFor<entities.Notification>((r) => main.on('notification', r));
    const unread = waitFor<entities.Notification>((r) => main.on('unreadNotification', r));
    await h.call('notes/create', { text: 'hi @alice' }, carol);
    expect((await got).type).toBe('mention');
    expect((await unread).type).toBe('mention');
  });

  it('filters local timeline by params and answers ping', async () => {
    const stream = h.stream(null);
    await connected(stream);
    const ltl = stream.useChannel('localTimeline', { withRenotes: false });
    await new Promise((r) => setTimeout(r, 50));
    const seen: string[] = [];
    ltl.on('note', (n) => seen.push(n.id));
    const orig = (await h.call('notes/create', { text: 'public one' }, carol)).body.createdNote;
    await h.call('notes/create', { renoteId: orig.id }, alice);
    const homeOnly = (await h.call('notes/create', { text: 'home', visibility: 'home' }, carol)).body.createdNote;
    await new Promise((r) => setTimeout(r, 150));
    expect(seen).toEqual([orig.id]);
    expect(seen).not.toContain(homeOnly.id);
  });

  it('reconnects after /__dev/drop-streams', async () => {
    const stream = h.stream(alice);
    await connected(stream);
    const dropped = waitFor<void>((r) => stream.once('_disconnected_', () => r()));
    await fetch(`${h.url}/__dev/drop-streams`, { method: 'POST' });
    await dropped;
    await waitFor<void>((r) => stream.once('_connected_', () => r()), 5000);
    expect(stream.state).toBe('connected');
  });

  it('broadcasts announcementCreated', async () => {
    const stream = h.stream(carol);
    await connected(stream);
    const got = waitFor<{ announcement: { title: string } }>((r) => stream.on('announcementCreated', r));
    await h.call('admin/announcements/create', { title: 'Breaking', text: 'news' }, alice);
    expect((await got).announcement.title).toBe('Breaking');
  });
});
