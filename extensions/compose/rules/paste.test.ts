import { describe, expect, it } from 'vitest';
import { decidePaste, pastedFileName } from './paste';

describe('paste rules (spec 2 §5)', () => {
  it('offers to attach text over 1000 characters as a file', () => {
    expect(decidePaste('a'.repeat(1001), 'https://x.test', false)).toEqual({ kind: 'attachAsFile' });
    expect(decidePaste('a'.repeat(1000), 'https://x.test', false)).toEqual({ kind: 'plain' });
  });
  it('offers to quote a link to a note on this server when nothing is quoted yet', () => {
    expect(decidePaste('https://x.test/notes/abc123', 'https://x.test', false)).toEqual({ kind: 'quote', noteId: 'abc123' });
    expect(decidePaste('https://x.test/notes/abc123', 'https://x.test', true)).toEqual({ kind: 'plain' });
    expect(decidePaste('https://other.test/notes/abc123', 'https://x.test', false)).toEqual({ kind: 'plain' });
    expect(decidePaste('see https://x.test/notes/abc123', 'https://x.test', false)).toEqual({ kind: 'plain' });
  });
  it('names pasted files by timestamp', () => {
    expect(pastedFileName(new Date(2025, 0, 2, 3, 4, 5), 'image/png')).toBe('2025-01-02 03-04-05 [1].png');
    expect(pastedFileName(new Date(2025, 11, 31, 23, 59, 9), 'text/plain', 2)).toBe('2025-12-31 23-59-09 [2].txt');
  });
});
