import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { hasSensitiveFile, isPureRenote, shownNote } from './noteRules';

const target = { id: 't', text: 'original', files: [{ isSensitive: true }] } as unknown as entities.Note;
const base = { id: 'r', text: null, cw: null, files: [], fileIds: [], poll: null, renote: target } as unknown as entities.Note;

describe('note rules', () => {
  it('a pure renote has no text, CW, files or poll of its own', () => {
    expect(isPureRenote(base)).toBe(true);
    expect(shownNote(base)).toBe(target);
    expect(isPureRenote({ ...base, text: 'quote' })).toBe(false);
    expect(isPureRenote({ ...base, cw: 'cw' })).toBe(false);
    expect(isPureRenote({ ...base, fileIds: ['f'] })).toBe(false);
    expect(isPureRenote({ ...base, renote: null } as unknown as entities.Note)).toBe(false);
  });

  it('sensitive media: the note’s own files or those of the note it renotes or quotes', () => {
    expect(hasSensitiveFile(base)).toBe(true);
    expect(hasSensitiveFile({ ...base, renote: { ...target, files: [] } } as entities.Note)).toBe(false);
    expect(hasSensitiveFile({ files: [{ isSensitive: true }], renote: null } as unknown as entities.Note)).toBe(true);
  });
});
