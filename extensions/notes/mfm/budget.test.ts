import { describe, expect, it, vi } from 'vitest';
import * as mfm from 'mfm-js';
import { MAX_EFFECTIVE_SCALE, bracketScanCost, parseChunk, sizeFactor, takeChunks, whenRoom } from './budget';
import { parseMfm } from './parse';

describe('takeChunks', () => {
  it('gives the text in steps, never splitting a surrogate pair', () => {
    const { chunks, more } = takeChunks('😀'.repeat(100), 2, 51);
    expect(chunks).toEqual(['😀'.repeat(25), '😀'.repeat(25)]);
    expect(more).toBe(true);
    expect(takeChunks('😀'.repeat(100), 9, 51).chunks.join('')).toBe('😀'.repeat(100));
  });
  it('a short text is one chunk', () => expect(takeChunks('hi', 1)).toEqual({ chunks: ['hi'], more: false }));
});

describe('bracket guard', () => {
  it('costs unclosed openers up to the end of the line', () => {
    expect(bracketScanCost('[a](https://x)')).toBe(2);
    expect(bracketScanCost('[[[')).toBe(3 + 2 + 1);
    expect(bracketScanCost('\\(x')).toBe(3);
  });
  it('parses thousands of unclosed brackets within a frame, keeping the text', () => {
    for (const hostile of ['?['.repeat(1500), `${'[a '.repeat(1000)}`, `${'[xxxxxxxxxxxxxxxxxxxx'.repeat(140)}`, '\\('.repeat(1500)]) {
      const t = performance.now();
      const nodes = parseMfm(hostile);
      expect(performance.now() - t).toBeLessThan(200);
      expect(mfm.toString([...nodes])).toBe(hostile);
    }
  });
  it('ordinary text is parsed as a whole (links, styles across lines)', () => {
    const nodes = parseChunk('**a\nb** [x](https://a.example)', (s) => mfm.parse(s));
    expect(nodes.map((n) => n.type)).toEqual(['bold', 'text', 'link']);
  });
});

describe('sizeFactor', () => {
  it('size functions grow, others do not, and scale is bounded per axis', () => {
    expect(sizeFactor('x4', {}, true)).toBe(6);
    expect(sizeFactor('scale', { x: '99', y: '-2' }, true)).toBe(5);
    expect(sizeFactor('scale', { x: '5' }, false)).toBe(1);
    expect(sizeFactor('rotate', { deg: '90' }, true)).toBe(1);
    expect(MAX_EFFECTIVE_SCALE).toBeGreaterThanOrEqual(6);
  });
});

describe('whenRoom', () => {
  it('releases big texts a batch per task, and a left entry never runs', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    for (let i = 0; i < 3; i++) whenRoom(250, () => ran.push(i));
    const leave = whenRoom(250, () => ran.push(99));
    whenRoom(250, () => ran.push(3));
    leave();
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([0, 1]);
    vi.advanceTimersByTime(20);
    expect(ran).toEqual([0, 1, 2, 3]);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual([0, 1, 2, 3]);
    vi.useRealTimers();
  });
});
