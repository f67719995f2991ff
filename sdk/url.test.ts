import { describe, expect, it } from 'vitest';
import { safeImageSrc } from './url';

describe('safeImageSrc', () => {
  it('keeps http(s), same-origin paths and page blobs', () => {
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('http://cdn.example/a.png')).toBe('http://cdn.example/a.png');
    expect(safeImageSrc('/twemoji/1f44d.svg')).toBe('/twemoji/1f44d.svg');
    expect(safeImageSrc('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
  });
  it('drops every other scheme and spelling', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '&#106;avascript:alert(1)',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'file:///etc/passwd',
      'blob:null/1',
      '',
      null,
      undefined,
    ]) {
      expect(safeImageSrc(bad), String(bad)).toBeUndefined();
    }
  });
});
