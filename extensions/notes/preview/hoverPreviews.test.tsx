// @vitest-environment happy-dom
import { useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { OverlayHost } from '@kite/sdk';
import { Mfm } from '../mfm/Mfm';
import { HOVER_PREVIEW_DELAY, loadHoverCard, startHoverPreviews } from './hoverPreviews';
import { placePopup } from './placement';
import { renderWith } from '../test/harness';

// The card's code is a chunk of its own, fetched on the first hover; here it is there before the fake timers run.
beforeAll(() => loadHoverCard());

let stop = () => {};
afterEach(() => {
  stop();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An overlay layer for the test: mounted components render in <Outlet/>, inside the same services. */
function testOverlays() {
  let list: { id: number; C: ComponentType<{ close: () => void }> }[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  let next = 1;
  const host: OverlayHost = {
    mount(C) {
      const id = next++;
      list = [...list, { id, C }];
      emit();
      return {
        dispose: () => {
          list = list.filter((e) => e.id !== id);
          emit();
        },
      };
    },
  };
  function Outlet() {
    const items = useSyncExternalStore(
      (l) => (listeners.add(l), () => listeners.delete(l)),
      () => list,
    );
    return (
      <>
        {items.map(({ id, C }) => (
          <C key={id} close={() => {}} />
        ))}
      </>
    );
  }
  return { host, Outlet };
}

function setup(prefs: Record<string, unknown> = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string) => {
      asked.push(u);
      return new Response(JSON.stringify({ url: 'https://site.example/a', title: 'Site A', description: 'About A', sitename: 'Site' }), {
        status: 200,
      });
    }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { host, Outlet } = testOverlays();
  const r = renderWith(
    <>
      <Mfm text="see [the site](https://site.example/a)" />
      <Outlet />
    </>,
    { overlays: host, api: {}, prefs },
  );
  // As the notes extension starts it: on the document, reading the preference at each hover.
  stop = startHoverPreviews({ doc: document, overlays: host, enabled: () => r.state['notes.linkHoverPreview'] !== false });
  const link = screen.getByRole('link', { name: 'the site' });
  return { ...r, asked, link };
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('link hover preview', () => {
  it('shows the preview card 300 ms after hover, described by it, and hides on leave', async () => {
    const { link, asked } = setup();
    fireEvent.mouseEnter(link);
    await wait(HOVER_PREVIEW_DELAY - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(asked).toEqual([]);
    await wait(1);
    const tip = screen.getByRole('tooltip');
    expect(link.getAttribute('aria-describedby')).toBe(tip.id);
    vi.useRealTimers();
    expect(await screen.findByText('Site A')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(tip.querySelector('button')).toBeNull();
    fireEvent.mouseLeave(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(link.getAttribute('aria-describedby')).toBeNull();
  });

  it('leaving before 300 ms loads nothing', async () => {
    const { link, asked } = setup();
    fireEvent.mouseEnter(link);
    await wait(200);
    fireEvent.mouseLeave(link);
    await wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('keyboard focus shows it; Escape and blur hide it', async () => {
    const { link } = setup();
    fireEvent.focus(link);
    await wait(HOVER_PREVIEW_DELAY);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.blur(link);
    fireEvent.focus(link);
    await wait(HOVER_PREVIEW_DELAY);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.blur(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('clicking the link hides it', async () => {
    const { link } = setup();
    fireEvent.mouseEnter(link);
    await wait(HOVER_PREVIEW_DELAY);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    // The test browser would otherwise open the external link.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true, capture: true });
    fireEvent.click(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('off: no popup, nothing fetched, the URL stays in the title', async () => {
    const { link, asked } = setup({ 'notes.linkHoverPreview': false });
    expect(link.getAttribute('title')).toBe('https://site.example/a');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    await wait(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('popup placement', () => {
  const vp = { width: 1000, height: 800 };
  it('below the link, left-aligned', () => {
    expect(placePopup({ left: 100, top: 100, width: 50, height: 20 }, { width: 300, height: 120 }, vp)).toEqual({ left: 100, top: 124 });
  });
  it('above when there is no room below', () => {
    expect(placePopup({ left: 100, top: 700, width: 50, height: 20 }, { width: 300, height: 120 }, vp)).toEqual({ left: 100, top: 576 });
  });
  it('kept inside the viewport horizontally', () => {
    expect(placePopup({ left: 900, top: 100, width: 50, height: 20 }, { width: 300, height: 120 }, vp).left).toBe(692);
    expect(placePopup({ left: -40, top: 100, width: 50, height: 20 }, { width: 300, height: 120 }, vp).left).toBe(8);
  });
});
