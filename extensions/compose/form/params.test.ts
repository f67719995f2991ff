import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { buildPostParams } from './params';
import type { DraftData } from '../drafts/localDrafts';

const d = (p: Partial<DraftData> = {}): DraftData => ({
  text: 'hi',
  useCw: false,
  cw: 'ignored',
  visibility: 'public',
  localOnly: false,
  files: [],
  poll: null,
  visibleUserIds: ['u1'],
  quoteId: null,
  hashtags: '',
  withHashtags: false,
  reactionAcceptance: 'nonSensitiveOnly',
  ...p,
});
const none = { replyId: null, renoteId: null, channelId: null };

describe('notes/create body', () => {
  it('sends cw only when on, recipients only for specified, hashtags appended', () => {
    expect(buildPostParams(d(), none)).toEqual({
      text: 'hi',
      cw: null,
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: 'nonSensitiveOnly',
    });
    expect(buildPostParams(d({ useCw: true, cw: 'spoiler' }), none).cw).toBe('spoiler');
    expect(buildPostParams(d({ visibility: 'specified' }), none).visibleUserIds).toEqual(['u1']);
    expect(buildPostParams(d({ withHashtags: true, hashtags: 'kite' }), none).text).toBe('hi #kite');
  });
  it('carries files, poll, reply, quote and channel', () => {
    const p = buildPostParams(
      d({
        text: '',
        files: [{ id: 'f1' } as entities.DriveFile],
        poll: { choices: ['a', 'b'], multiple: false, expiry: { type: 'infinite' } },
        quoteId: 'q',
      }),
      { replyId: 'r', renoteId: null, channelId: 'c' },
    );
    expect(p).toMatchObject({
      text: null,
      fileIds: ['f1'],
      replyId: 'r',
      renoteId: 'q',
      channelId: 'c',
      poll: { choices: ['a', 'b'], multiple: false, expiresAt: null, expiredAfter: null },
    });
  });
});
