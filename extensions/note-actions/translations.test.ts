// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createTranslations } from './translations';

describe('translations', () => {
  it('reaches the cards showing the note and says whether any does', () => {
    const tr = createTranslations();
    expect(tr.set('x', { sourceLang: 'ja', text: 'hello' })).toBe(false);
    const { result, unmount } = renderHook(() => tr.useTranslation('n'));
    expect(result.current).toBeNull();
    let shown = false;
    act(() => {
      shown = tr.set('n', { sourceLang: 'ja', text: 'hi' });
    });
    expect(shown).toBe(true);
    expect(result.current).toEqual({ sourceLang: 'ja', text: 'hi' });
    unmount();
    expect(tr.set('n', { sourceLang: 'ja', text: 'again' })).toBe(false);
  });
});
