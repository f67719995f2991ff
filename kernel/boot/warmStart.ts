/**
 * Warm start (issue 18): the API requests a start page made on the previous visit are sent again
 * the moment the entry script runs, in parallel with downloading the application code, instead
 * of after it. The kernel's API client adopts an answer when the app then makes the same request
 * (same server, token, endpoint and parameters), so the first note no longer waits for a chain
 * of code download → boot → page → request.
 *
 * Only requests their caller marked `prefetch` (reads that are safe to repeat) are recorded, for
 * the path and account they were made on; tokens are never recorded — the token is read from
 * the stored accounts at start-up. This module is in the entry chunk: keep it small.
 */
// Relative, not '@kite/sdk': the entry chunk must not pull in the whole sdk.
import { readStartupValue } from '../../sdk/keyValue';
import { firstContentAt } from '../../sdk/firstContent';
import { ACCOUNTS_KEY, CURRENT_KEY } from '../accounts/types';
import type { StoredAccount } from '../accounts/types';
import { reportStorageTrouble } from './storageTrouble';

const RECORD_KEY = 'kite:warm-start';
/** What may be preloaded: a built script or style sheet of this origin. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
/** An early answer older than this is not adopted (the app would have asked later anyway). */
const MAX_AGE_MS = 15_000;
/** Requests made this long after start-up are not part of the start page. */
const RECORD_WINDOW_MS = 4_000;

export interface WarmRequest {
  endpoint: string;
  params: Record<string, unknown>;
}

interface WarmRecord {
  v: 1;
  /** The build that recorded `scripts` (WARM_BUILD). */
  build?: string;
  path: string;
  accountId: string;
  requests: WarmRequest[];
  /**
   * Same-origin scripts and style sheets the start page loaded after the entry (hashed names:
   * stale ones are skipped). A lazy page's sheet is otherwise only requested once its script ran.
   */
  scripts: string[];
}

interface Early {
  response: Promise<Response>;
  at: number;
}

const early = new Map<string, Early>();
const startedAt = Date.now();
let recorded: WarmRequest[] = [];
let recordTimer: ReturnType<typeof setTimeout> | null = null;
let current: { path: string; accountId: string } | null = null;
/**
 * This build: the entry chunk's hashed address changes with every build whose code changed. A
 * record's asset names are only preloaded by the build that wrote them (after a deploy they
 * would all be 404s).
 */
export const WARM_BUILD = import.meta.url;
/** When the start page made its last recorded read (its page code had loaded by then). */
let lastPrefetchAt = 0;
/** Assets requested this long after that are not the start page's (overlay UI preloads, later parts). */
const ASSET_SLACK_MS = 500;

/**
 * Assets requested until the first content was drawn are the ones the first screen needs; the
 * rest (widgets, triggers) load after it on the next visit too. Without a first content, the
 * start page's last read plus a little.
 */
function assetCutOff(): number {
  return firstContentAt() ?? lastPrefetchAt + ASSET_SLACK_MS;
}

/** Parameters in a canonical order, so the app's request and the replayed one compare equal. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}

export function warmKey(origin: string, token: string | null, endpoint: string, params: Record<string, unknown>): string {
  const { i: _token, ...rest } = params;
  return JSON.stringify([origin, token, endpoint, canonical(rest)]);
}

function readRecord(storage: Storage): WarmRecord | null {
  try {
    const r = JSON.parse(storage.getItem(RECORD_KEY) ?? 'null') as WarmRecord | null;
    return r && r.v === 1 && Array.isArray(r.requests) ? r : null;
  } catch {
    return null;
  }
}

/** Called first thing by the entry: replays the recorded requests and preloads the recorded scripts. */
export async function startWarm(
  env: { storage: Storage | null; path: string; fetch?: typeof fetch } = { storage: safeStorage(), path: location.pathname },
): Promise<void> {
  const record = env.storage ? readRecord(env.storage) : null;
  if (!env.storage || !record || record.path !== env.path) return;
  // The requests go out first, then the preloads: the answers are what the first note waits for longest.
  replayRequests(record, env.storage, env.fetch);
  for (const src of record.build === WARM_BUILD ? record.scripts : []) {
    const style = src.endsWith('.css');
    if (!ASSET.test(src) || document.querySelector(`link[href="${src}"], script[src="${src}"]`)) continue;
    const link = document.createElement('link');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.href = src;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

/** Sends the recorded requests with the stored account's token (read at once: no await before the requests leave). */
function replayRequests(record: WarmRecord, storage: Storage, fetcher: typeof fetch | undefined): void {
  const currentId = readStartupValue<string>(storage, 'kite', CURRENT_KEY);
  const account = readStartupValue<StoredAccount[]>(storage, 'kite', ACCOUNTS_KEY)?.find((a) => a.id === currentId);
  if (!account || account.id !== record.accountId) return;
  const doFetch = fetcher ?? globalThis.fetch.bind(globalThis);
  for (const r of record.requests) {
    const body = JSON.stringify({ ...r.params, i: account.token });
    const response = doFetch(`${account.origin}/api/${r.endpoint}`, {
      method: 'POST',
      body,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    // An early failure is nobody's error: the app's own request is made again in that case.
    response.catch(() => {});
    early.set(warmKey(account.origin, account.token, r.endpoint, r.params), { response, at: Date.now() });
  }
}

/** The early answer for this request, once (a clone for the caller), or null. */
export function takeWarm(
  origin: string,
  token: string | null,
  endpoint: string,
  params: Record<string, unknown>,
): Promise<Response> | null {
  const key = warmKey(origin, token, endpoint, params);
  const hit = early.get(key);
  if (!hit) return null;
  early.delete(key);
  if (Date.now() - hit.at > MAX_AGE_MS) return null;
  return hit.response.then((r) => (r.ok ? r : Promise.reject(new Error(`early ${endpoint}: ${r.status}`))));
}

/** The app says which path and account this start-up is for (after the stored accounts are read). */
export function beginWarmRecording(path: string, accountId: string | null): void {
  current = accountId ? { path, accountId } : null;
}

/** A request marked `prefetch` was made; during the start window it is remembered for the next start. */
export function noteWarmRequest(endpoint: string, params: Record<string, unknown>): void {
  if (!current || Date.now() - startedAt > RECORD_WINDOW_MS) return;
  const { i: _token, ...rest } = params;
  const key = JSON.stringify([endpoint, canonical(rest)]);
  if (recorded.some((r) => JSON.stringify([r.endpoint, canonical(r.params)]) === key)) return;
  recorded = [...recorded, { endpoint, params: rest }];
  lastPrefetchAt = performance.now();
  if (recordTimer) clearTimeout(recordTimer);
  // Written once the start page has settled, with the scripts it loaded.
  recordTimer = setTimeout(saveRecord, Math.max(0, RECORD_WINDOW_MS - (Date.now() - startedAt)));
}

function saveRecord(): void {
  const storage = safeStorage();
  if (!storage || !current) return;
  const cutOff = assetCutOff();
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime <= cutOff && (e as PerformanceResourceTiming).initiatorType !== 'fetch')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => ASSET.test(p));
  const record: WarmRecord = {
    v: 1,
    build: WARM_BUILD,
    path: current.path,
    accountId: current.accountId,
    requests: recorded,
    scripts: [...new Set(scripts)],
  };
  try {
    storage.setItem(RECORD_KEY, JSON.stringify(record));
  } catch {
    /* storage full or refused: the next start is simply cold */
  }
}

/** Local storage, or null when the browser refuses it (cookies blocked): then said once that nothing is kept. */
export function safeStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage ?? null;
    // Some browsers hand out the object and refuse each read.
    storage?.getItem('kite:probe');
    return storage;
  } catch {
    reportStorageTrouble('missing');
    return null;
  }
}
