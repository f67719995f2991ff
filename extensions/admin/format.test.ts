import { describe, expect, it } from 'vitest';
import { previewKind, profilePath } from './format';

describe('admin file helpers', () => {
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
