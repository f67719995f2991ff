import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteFixture, pageFixture } from '@kite/sdk/testing';
import { noteFromPlugin, pageFromPlugin, withinLimit } from './interrupt';
import { INTERRUPTOR_LIMIT_MS } from './runtime';

describe('interruptor time limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 500 ms', () => {
    expect(INTERRUPTOR_LIMIT_MS).toBe(500);
  });

  it('uses the plugin answer when it comes in time', async () => {
    const fail = vi.fn();
    const p = withinLimit(new Promise<string>((r) => setTimeout(() => r('changed'), 499)), 500, 'original', fail);
    await vi.advanceTimersByTimeAsync(499);
    await expect(p).resolves.toBe('changed');
    expect(fail).not.toHaveBeenCalled();
  });

  it('keeps the original and reports when the plugin is slow', async () => {
    const fail = vi.fn();
    const p = withinLimit(new Promise<string>((r) => setTimeout(() => r('late'), 2000)), 500, 'original', fail);
    await vi.advanceTimersByTimeAsync(500);
    await expect(p).resolves.toBe('original');
    expect(fail).toHaveBeenCalledWith('no answer within 500 ms');
  });

  it('keeps the original and reports when the plugin fails or its worker crashes', async () => {
    const fail = vi.fn();
    await expect(withinLimit(Promise.reject(new Error('plugin worker restarted')), 500, 'original', fail)).resolves.toBe('original');
    expect(fail).toHaveBeenCalledWith('plugin worker restarted');
  });
});

describe('what a note-view interruptor may change', () => {
  const full = noteFixture({ id: 'n1', text: 'hello', cw: null, userId: 'u1' });

  it('takes text and cw, keeps ids and author', () => {
    expect(noteFromPlugin(full, { id: 'other', userId: 'evil', text: 'HELLO', cw: 'cw' })).toMatchObject({
      id: 'n1',
      userId: 'u1',
      text: 'HELLO',
      cw: 'cw',
    });
  });

  it('null hides the note; anything else non-object keeps it', () => {
    expect(noteFromPlugin(full, null)).toBeNull();
    expect(noteFromPlugin(full, 42)).toBe(full);
    expect(noteFromPlugin(full, [1])).toBe(full);
  });
});

describe('what a page-view interruptor may change', () => {
  const full = pageFixture({ id: 'p1', title: 'Title', summary: 'sum', userId: 'u1', name: 'page' });

  it('takes title and summary, keeps ids, author and name', () => {
    expect(pageFromPlugin(full, { id: 'x', userId: 'evil', name: 'other', title: 'New', summary: null })).toMatchObject({
      id: 'p1',
      userId: 'u1',
      name: 'page',
      title: 'New',
      summary: null,
    });
  });

  it('anything but an object keeps the page', () => {
    expect(pageFromPlugin(full, null)).toBe(full);
    expect(pageFromPlugin(full, 'x')).toBe(full);
  });
});
