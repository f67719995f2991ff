/** What the error page says about the server (spec 1 §4 page-load error). */
export type ServerVerdict = { kind: 'sameVersion' } | { kind: 'serverDead' } | { kind: 'newVersion'; version: string };

/** The Misskey version a Kite version builds on: `2025.9.0-kite.0.1.0` → `2025.9.0`. */
export function baseVersion(v: string): string {
  const i = v.indexOf('-kite');
  return i < 0 ? v : v.slice(0, i);
}

/**
 * Calls `meta` with detail false: the same version as the client (or its Misskey base)
 * shows the description; no answer means the server is dead; any other version means a
 * new client is available.
 */
export async function checkServer(clientVersion: string, fetchMeta: () => Promise<{ version?: unknown }>): Promise<ServerVerdict> {
  let version: unknown;
  try {
    version = (await fetchMeta()).version;
  } catch {
    return { kind: 'serverDead' };
  }
  if (typeof version !== 'string') return { kind: 'serverDead' };
  if (version === clientVersion || version === baseVersion(clientVersion)) return { kind: 'sameVersion' };
  return { kind: 'newVersion', version };
}

/** `POST {origin}/api/meta {detail:false}`; rejects on a network error or a non-2xx answer. */
export async function fetchMetaPlain(origin: string): Promise<{ version?: unknown }> {
  const res = await fetch(`${origin}/api/meta`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ detail: false }),
    credentials: 'omit',
  });
  if (!res.ok) throw new Error(`meta: HTTP ${res.status}`);
  return (await res.json()) as { version?: unknown };
}
