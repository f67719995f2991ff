/** `GET /url` answer (summaly), the fields Kite reads (spec 3 §3). */
export interface UrlSummary {
  url?: string;
  title?: string | null;
  description?: string | null;
  thumbnail?: string | null;
  icon?: string | null;
  sitename?: string | null;
  sensitive?: boolean;
  player?: { url: string | null; width: number | null; height: number | null; allow?: string[] };
}

/** Spec 3 §5 / §9. */
export const ALLOWED_PLAYER_PERMISSIONS = [
  'autoplay',
  'clipboard-write',
  'fullscreen',
  'encrypted-media',
  'picture-in-picture',
  'web-share',
];
export const DESCRIPTION_MAX = 85;
export const COMPACT_BELOW = 500;

export function cutDescription(d: string | null | undefined): string {
  if (!d) return '';
  return d.length > DESCRIPTION_MAX ? `${d.slice(0, DESCRIPTION_MAX)}…` : d;
}

/** The `allow` attribute of the player frame: only the six permissions the spec lets through. */
export function allowedPermissions(allow: readonly string[] | undefined): string {
  return (allow ?? []).filter((p) => ALLOWED_PLAYER_PERMISSIONS.includes(p)).join('; ');
}

/** Summaly lives beside the API at /url (not an /api endpoint), on the server's origin. */
export async function fetchSummary(origin: string, target: URL, lang: string, signal: AbortSignal): Promise<UrlSummary> {
  const q = new URLSearchParams({ url: target.href, lang });
  const r = await fetch(`${origin}/url?${q}`, { signal });
  if (!r.ok) throw new Error(`GET /url: ${r.status}`);
  return (await r.json()) as UrlSummary;
}
