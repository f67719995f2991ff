// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { UrlPreview } from './UrlPreview';
import { allowedPermissions, cutDescription } from './summary';
import type { UrlSummary } from './summary';
import { renderWith } from '../test/harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: UrlSummary = {
  url: 'https://site.example/a',
  title: 'A page',
  description: 'About it.',
  thumbnail: 'https://site.example/t.png',
  icon: null,
  sitename: 'Site',
  sensitive: false,
  player: { url: null, width: null, height: null, allow: [] },
};

/** Answers GET /url with `summary` (or a 422 when null) and records the asked URLs. */
function serve(summary: UrlSummary | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string) => {
      asked.push(u);
      return summary ? new Response(JSON.stringify(summary), { status: 200 }) : new Response('{}', { status: 422 });
    }),
  );
  return asked;
}

const show = (opts: Parameters<typeof renderWith>[1] = {}) => renderWith(<UrlPreview url="https://site.example/a" />, { api: {}, ...opts });

describe('URL preview card', () => {
  it('asks GET /url on the server origin and shows title, description and thumbnail', async () => {
    const asked = serve(base);
    const { container } = show();
    expect(screen.getByRole('status').textContent).toBe('Loading preview…');
    await screen.findByText('A page');
    expect(asked[0]).toMatch(/^http:\/\/localhost:3000\/url\?url=https%3A%2F%2Fsite.example%2Fa&lang=en-US$/);
    expect(container.querySelector('img.kite-url-preview-thumb')?.getAttribute('src')).toBe('https://site.example/t.png');
  });

  it('a failed preview names the host', async () => {
    serve(null);
    show();
    expect(await screen.findByText('Could not preview site.example')).toBeTruthy();
  });

  it('an http(s) player opens in a frame with only the allowed permissions', async () => {
    serve({ ...base, player: { url: 'https://site.example/player', width: 16, height: 9, allow: ['autoplay', 'camera', 'fullscreen'] } });
    const { container } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the player' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://site.example/player');
    expect(frame?.getAttribute('allow')).toBe('autoplay; fullscreen');
    fireEvent.click(screen.getByRole('button', { name: 'Close the player' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('a player at a non-http(s) address shows "invalid url" and no frame', async () => {
    serve({ ...base, player: { url: 'javascript:alert(1)', width: 16, height: 9, allow: [] } });
    const { container } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the player' }));
    expect(screen.getByRole('alert').textContent).toBe('invalid url');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('a sensitive preview hides its thumbnail behind click-to-show, and can hide it again', async () => {
    serve({ ...base, sensitive: true });
    const { container } = show();
    const cover = await screen.findByRole('button', { name: /Sensitive.*Click to show/ });
    expect(container.querySelector('img.kite-url-preview-thumb')).toBeNull();
    expect(screen.getByText('A page')).toBeTruthy();
    fireEvent.click(cover);
    await waitFor(() => expect(container.querySelector('img.kite-url-preview-thumb')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(container.querySelector('img.kite-url-preview-thumb')).toBeNull();
  });

  it('revealing asks first when the confirmation preference is on; cancelling keeps it hidden', async () => {
    serve({ ...base, sensitive: true });
    const confirm = vi.fn(async () => false);
    const { container } = show({ prefs: { 'notes.confirmWhenRevealingSensitiveMedia': true }, dialogs: { confirm } });
    fireEvent.click(await screen.findByRole('button', { name: /Click to show/ }));
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(container.querySelector('img.kite-url-preview-thumb')).toBeNull();
  });

  it('sensitive media shown anyway when the preference says ignore', async () => {
    serve({ ...base, sensitive: true });
    const { container } = show({ prefs: { 'notes.sensitiveMedia': 'ignore' } });
    await screen.findByText('A page');
    expect(container.querySelector('img.kite-url-preview-thumb')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Click to show/ })).toBeNull();
  });

  it('a non-http(s) URL renders nothing and fetches nothing', () => {
    const asked = serve(base);
    const { container } = renderWith(<UrlPreview url="javascript:alert(1)" />, { api: {} });
    expect(container.textContent).toBe('');
    expect(asked).toEqual([]);
  });
});

describe('preview rules', () => {
  it('description cut at 85 characters', () => {
    expect(cutDescription('x'.repeat(85))).toBe('x'.repeat(85));
    expect(cutDescription('x'.repeat(86))).toBe(`${'x'.repeat(85)}…`);
    expect(cutDescription(null)).toBe('');
  });
  it('only the six permissions pass', () => {
    expect(
      allowedPermissions([
        'autoplay',
        'clipboard-write',
        'fullscreen',
        'encrypted-media',
        'picture-in-picture',
        'web-share',
        'camera',
        'microphone',
      ]),
    ).toBe('autoplay; clipboard-write; fullscreen; encrypted-media; picture-in-picture; web-share');
    expect(allowedPermissions(undefined)).toBe('');
  });
});
