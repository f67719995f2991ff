import { describe, expect, it } from 'vitest';
import { hasSensitiveFile, isPureRenote, shownNote } from './noteRules';
import { driveFileFixture, noteFixture } from './testing';

const target = noteFixture({ id: 't', text: 'original', files: [driveFileFixture({ isSensitive: true })] });
const base = noteFixture({ id: 'r', text: null, cw: null, files: [], fileIds: [], poll: null, renote: target });

describe('note rules', () => {
  it('a pure renote has no text, CW, files or poll of its own', () => {
    expect(isPureRenote(base)).toBe(true);
    expect(shownNote(base)).toBe(target);
    expect(isPureRenote({ ...base, text: 'quote' })).toBe(false);
    expect(isPureRenote({ ...base, cw: 'cw' })).toBe(false);
    expect(isPureRenote({ ...base, fileIds: ['f'] })).toBe(false);
    expect(isPureRenote({ ...base, renote: null })).toBe(false);
  });

  it('sensitive media: the note’s own files or those of the note it renotes or quotes', () => {
    expect(hasSensitiveFile(base)).toBe(true);
    expect(hasSensitiveFile({ ...base, renote: { ...target, files: [] } })).toBe(false);
    expect(hasSensitiveFile({ files: [driveFileFixture({ isSensitive: true })], renote: null })).toBe(true);
  });
});
