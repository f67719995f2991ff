import { describe, expect, it } from 'vitest';
import { formatBytes, previewKind, profilePath } from './format';

describe('admin file helpers', () => {
  it('formats sizes for people', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.0 TB');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });

  it('picks the preview by MIME type', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('video/webm')).toBe('video');
    expect(previewKind('audio/wav')).toBe('audio');
    expect(previewKind('application/pdf')).toBe('other');
  });

  it('links local and remote uploaders to their profile', () => {
    expect(profilePath({ username: 'carol', host: null })).toBe('/@carol');
    expect(profilePath({ username: 'frank', host: 'remote.example' })).toBe('/@frank@remote.example');
  });
});
