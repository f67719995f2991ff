// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWith } from '../test/harness';
import { TimeDisplay } from './TimeDisplay';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const now = Date.parse('2026-11-24T12:00:00Z');
const shown = (secondsAgo: number) => {
  renderWith(<TimeDisplay time={now - secondsAgo * 1000} />);
  const text = screen.getByRole('time').textContent;
  cleanup();
  return text;
};

describe('TimeDisplay', () => {
  it('shows the short relative forms of the locale, past and future', () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    expect(shown(5)).toBe('just now');
    expect(shown(42)).toBe('42s ago');
    expect(shown(5 * 60)).toBe('5m ago');
    expect(shown(3 * 3600)).toBe('3h ago');
    expect(shown(2 * 86400)).toBe('2d ago');
    expect(shown(2 * 604800)).toBe('2w ago');
    expect(shown(60 * 86400)).toBe('2mo ago');
    expect(shown(800 * 86400)).toBe('2y ago');
    expect(shown(-120)).toBe('in 2m');
    renderWith(<TimeDisplay time="not a date" />);
    expect(screen.getByText('invalid time')).toBeTruthy();
  });
});
