import { describe, expect, it } from 'vitest';
import { randomUploadId, uploadName } from './uploadName';

describe('upload names', () => {
  it('keeps the original name, or replaces it with an id and keeps the extension', () => {
    expect(uploadName('holiday photo.jpg', true, () => 'x')).toBe('holiday photo.jpg');
    expect(uploadName('holiday photo.jpg', false, () => 'abc123')).toBe('abc123.jpg');
    expect(uploadName('README', false, () => 'abc123')).toBe('abc123');
    expect(uploadName('.hidden', false, () => 'abc123')).toBe('abc123');
    expect(uploadName('', true, () => 'x')).toBe('untitled');
  });

  it('makes ids from the time and a random tail', () => {
    expect(randomUploadId(0, () => 0)).toBe('00000');
    expect(randomUploadId(1_700_000_000_000, () => 0.5)).toMatch(/^[0-9a-z]{12}$/);
  });
});
