import type { ViewerInfo } from '@kite/sdk';

/** The four basic timelines (spec 3 §2 tabs). */
export type BasicSrc = 'home' | 'local' | 'social' | 'global';
export type TimelineSrc = BasicSrc | { list: string } | { antenna: string } | 'followings';

/** The timeline options of spec 3 §2 (options menu). */
export interface TimelineFilters {
  withRenotes: boolean;
  withReplies: boolean;
  withSensitive: boolean;
  onlyFiles: boolean;
  excludeFiles: boolean;
}

export const defaultFilters: TimelineFilters = { withRenotes: true, withReplies: false, withSensitive: true, onlyFiles: false, excludeFiles: false };

/** Which basic timelines the viewer may read: local needs ltlAvailable, global gtlAvailable; home and social need an account. */
export function availableTabs(who: ViewerInfo): BasicSrc[] {
  const policies = (who.me?.policies ?? (who.meta as { policies?: Record<string, unknown> } | null)?.policies ?? {}) as Record<string, unknown>;
  const ltl = policies.ltlAvailable !== false;
  const gtl = policies.gtlAvailable !== false;
  const tabs: BasicSrc[] = [];
  if (who.signedIn) tabs.push('home');
  if (ltl) tabs.push('local');
  if (who.signedIn && ltl) tabs.push('social');
  if (gtl) tabs.push('global');
  return tabs;
}

/** The chosen timeline when permitted, otherwise the first permitted one. */
export function chooseTab(chosen: BasicSrc, who: ViewerInfo): BasicSrc | null {
  const tabs = availableTabs(who);
  return tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
}

/**
 * Spec 3 §5 exclusion rules: replies are off with only-files; only-files and exclude-files
 * exclude each other (the later choice wins); replies to others only apply to local and social.
 */
export function normaliseFilters(src: TimelineSrc, f: TimelineFilters, changed?: keyof TimelineFilters): TimelineFilters {
  const out = { ...f };
  if (out.onlyFiles && out.excludeFiles) {
    if (changed === 'excludeFiles') out.onlyFiles = false;
    else out.excludeFiles = false;
  }
  if (out.onlyFiles) out.withReplies = false;
  if (src !== 'local' && src !== 'social') out.withReplies = false;
  return out;
}

export interface SourceSpec {
  endpoint: 'notes/timeline' | 'notes/local-timeline' | 'notes/hybrid-timeline' | 'notes/global-timeline' | 'notes/user-list-timeline' | 'antennas/notes';
  params: Record<string, unknown>;
  channel: 'homeTimeline' | 'localTimeline' | 'hybridTimeline' | 'globalTimeline' | 'userList' | 'antenna';
  channelParams?: Record<string, unknown>;
  /** Stable key for caches and scroll restoration. */
  key: string;
}

/** The endpoint, request parameters and streaming channel of a timeline (spec 3 §7). */
export function sourceSpec(src: TimelineSrc, raw: TimelineFilters): SourceSpec {
  const f = normaliseFilters(src, raw);
  const filterParams = { withRenotes: f.withRenotes, withFiles: f.onlyFiles };
  const fkey = `${+f.withRenotes}${+f.withReplies}${+f.onlyFiles}${+f.excludeFiles}`;
  if (typeof src === 'object' && 'list' in src) {
    return { endpoint: 'notes/user-list-timeline', params: { listId: src.list, ...filterParams }, channel: 'userList', channelParams: { listId: src.list }, key: `list:${src.list}:${fkey}` };
  }
  if (typeof src === 'object') {
    return { endpoint: 'antennas/notes', params: { antennaId: src.antenna }, channel: 'antenna', channelParams: { antennaId: src.antenna }, key: `antenna:${src.antenna}` };
  }
  if (src === 'followings') {
    // Followings updates: what the people you follow wrote themselves (no renotes, no replies).
    return { endpoint: 'notes/timeline', params: { withRenotes: false, withFiles: false }, channel: 'homeTimeline', key: 'followings' };
  }
  const map = {
    home: ['notes/timeline', 'homeTimeline'],
    local: ['notes/local-timeline', 'localTimeline'],
    social: ['notes/hybrid-timeline', 'hybridTimeline'],
    global: ['notes/global-timeline', 'globalTimeline'],
  } as const;
  const [endpoint, channel] = map[src];
  const params: Record<string, unknown> = { ...filterParams };
  if (src === 'local' || src === 'social') Object.assign(params, { withReplies: f.withReplies, excludeFiles: f.excludeFiles });
  return { endpoint, params, channel, channelParams: { withRenotes: f.withRenotes, withFiles: f.onlyFiles, ...(src === 'local' || src === 'social' ? { withReplies: f.withReplies } : {}) }, key: `${src}:${fkey}` };
}
