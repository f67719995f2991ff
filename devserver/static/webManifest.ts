/**
 * Kite's web app manifest (`/manifest.json`, linked from index.html). A static host serves the copy in
 * public/manifest.json (Kite's own name and icons); a host that knows its Misskey server — the devserver —
 * serves it per request with the server's name, theme colour and app icons (`app192IconUrl`, `app512IconUrl`),
 * as Misskey's own server does.
 */

/** The server's branding, from its meta (any may be missing). */
export interface Branding {
  name?: string | null;
  themeColor?: string | null;
  app192IconUrl?: string | null;
  app512IconUrl?: string | null;
}

export const KITE_THEME_COLOR = '#2f7d9c';

interface Icon {
  src: string;
  sizes: string;
  type?: string;
  purpose: 'any' | 'maskable';
}

function icons(b: Branding): Icon[] {
  const png = (src: string, size: number, purpose: Icon['purpose']): Icon => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  if (b.app192IconUrl || b.app512IconUrl) {
    const small = b.app192IconUrl ?? b.app512IconUrl ?? '';
    const large = b.app512IconUrl ?? b.app192IconUrl ?? '';
    return [
      { src: small, sizes: '192x192', purpose: 'any' },
      { src: large, sizes: '512x512', purpose: 'any' },
    ];
  }
  // Not the server's `iconUrl`: its size is unknown, and a small one would make the app uninstallable.
  return [png('/icons/kite-192.png', 192, 'any'), png('/icons/kite-512.png', 512, 'any'), png('/icons/kite-512.png', 512, 'maskable')];
}

/** The manifest for a server's branding (none: Kite's own). */
export function webManifest(b: Branding = {}) {
  const name = b.name?.trim() || 'Kite';
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    description: 'A fast, light web client for Misskey',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: b.themeColor && /^#[0-9a-f]{6}$/i.test(b.themeColor) ? b.themeColor : KITE_THEME_COLOR,
    icons: icons(b),
    shortcuts: [
      { name: 'Post a note', short_name: 'Post', url: '/share', icons: [{ src: '/icons/kite-192.png', sizes: '192x192' }] },
      { name: 'Notifications', url: '/my/notifications', icons: [{ src: '/icons/kite-192.png', sizes: '192x192' }] },
      { name: 'Search', url: '/search', icons: [{ src: '/icons/kite-192.png', sizes: '192x192' }] },
    ],
    // The system share sheet opens the composer (the /share page joins title, text and url, spec 1 §2.1). Files
    // need a POST, which Kite's service worker takes: it uploads them to the drive and opens /share with them
    // (extensions/pwa/worker/share.ts).
    share_target: {
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'files', accept: ['*/*'] }] },
    },
  };
}

/** The headers a production host sends with the manifest and the service worker (README, deploying). */
export const MANIFEST_HEADERS = {
  'Content-Type': 'application/manifest+json; charset=utf-8',
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
};
/** The worker's script is checked for updates on every navigation; `no-cache` keeps caches from delaying a deploy. */
export const SW_HEADERS = { 'Service-Worker-Allowed': '/', 'Cache-Control': 'no-cache' };
