import { describe, expect, it } from 'vitest';
import type { KvStore } from '@kite/sdk';
import { LocalDrafts, draftKey, hasContent } from './localDrafts';
import type { DraftData } from './localDrafts';

const data = (p: Partial<DraftData> = {}): DraftData => ({
  text: '',
  useCw: false,
  cw: '',
  visibility: 'public',
  localOnly: false,
  files: [],
  poll: null,
  visibleUserIds: [],
  quoteId: null,
  hashtags: '',
  withHashtags: false,
  reactionAcceptance: null,
  ...p,
});

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

/** A key-value store over `storage`, JSON values as the kernel's local-storage store keeps them. */
function storeOver(storage: ReturnType<typeof memoryStorage>): KvStore {
  return {
    backend: 'memory',
    async get<T>(key: string): Promise<T | undefined> {
      const raw = storage.getItem(key);
      return raw === null ? undefined : JSON.parse(raw);
    },
    async set(key, value) {
      storage.setItem(key, JSON.stringify(value));
    },
    async del(key) {
      storage.removeItem(key);
    },
  };
}

describe('local drafts', () => {
  it('are keyed per context: edited note, reply, renote, channel, or a plain note', () => {
    expect(draftKey('u', {})).toBe('u:note');
    expect(draftKey('u', { channelId: 'c' })).toBe('u:channel:c');
    expect(draftKey('u', { channelId: 'c', replyId: 'r' })).toBe('u:reply:r');
    expect(draftKey('u', { renoteId: 'n' })).toBe('u:renote:n');
    expect(draftKey('u', { editId: 'e', replyId: 'r' })).toBe('u:edit:e');
  });
  it('save with updatedAt, restore, and drop an empty form', async () => {
    const s = memoryStorage();
    const d = new LocalDrafts(storeOver(s));
    await d.save('u:note', data({ text: 'hello' }), 42);
    expect(await d.load('u:note')).toEqual({ updatedAt: 42, data: data({ text: 'hello' }) });
    await d.save('u:note', data(), 43);
    expect(await d.load('u:note')).toBeNull();
    expect(s.m.size).toBe(0);
  });
  it('prefer a draft rescued as the page went away while it is newer than the stored one, then store it', async () => {
    const store = memoryStorage();
    const page = memoryStorage();
    const d = new LocalDrafts(storeOver(store), page);
    await d.save('u:note', data({ text: 'older' }), 10);
    d.rescue('u:note', data({ text: 'the last words' }), 20);
    expect((await d.load('u:note'))?.data.text).toBe('the last words');
    // Moved into the store: the rescue copy is gone and the store has the newer text.
    expect(page.m.size).toBe(0);
    expect((await new LocalDrafts(storeOver(store)).load('u:note'))?.data.text).toBe('the last words');
    // An older rescue never wins over a newer stored draft.
    d.rescue('u:note', data({ text: 'stale' }), 5);
    expect((await d.load('u:note'))?.data.text).toBe('the last words');
  });
  it('count a CW, files, poll or quote as content', () => {
    expect(hasContent(data())).toBe(false);
    expect(hasContent(data({ useCw: true, cw: 'x' }))).toBe(true);
    expect(hasContent(data({ poll: { choices: ['', ''], multiple: false, expiry: { type: 'infinite' } } }))).toBe(true);
    expect(hasContent(data({ quoteId: 'q' }))).toBe(true);
  });
  it('remember recent hashtags', async () => {
    const d = new LocalDrafts(storeOver(memoryStorage()));
    expect(await d.recentHashtags()).toEqual([]);
    await d.setRecentHashtags(['a']);
    expect(await d.recentHashtags()).toEqual(['a']);
  });
});
