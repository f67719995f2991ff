import type { ViewerInfo } from '@kite/sdk';

/** The four basic timelines (spec 3 §2 tabs). */
export type BasicSrc = 'home' | 'local' | 'social' | 'global';
export type TimelineSrc =
  BasicSrc | { list: string } | { antenna: string } | { channel: string } | { role: string } | 'followings' | 'mentions' | 'directs';

/** The timeline options of spec 3 §2 (options menu). */
export interface TimelineFilters {
  withRenotes: boolean;
  withReplies: boolean;
  withSensitive: boolean;
  onlyFiles: boolean;
  excludeFiles: boolean;
  /**
   * Notes with hashtags. misskey-js 2025.9.0's timeline endpoints and channels have no such
   * parameter (only withRenotes / withReplies / withFiles / excludeFiles), so it is applied
   * on the client to fetched and streamed notes alike.
   */
  withHashtags: boolean;
}

/** Which basic timelines the viewer may read: local needs ltlAvailable, global gtlAvailable; home and social need an account. */
export function availableTabs(who: ViewerInfo): BasicSrc[] {
  const policies = (who.me?.policies ?? (who.meta as { policies?: Record<string, unknown> } | null)?.policies ?? {}) as Record<
    string,
    unknown
  >;
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

/** A tab value as a timeline source (`list:<id>` is a pinned list). */
export function srcOf(tab: string): TimelineSrc {
  return tab.startsWith('list:') ? { list: tab.slice(5) } : (tab as BasicSrc);
}

export type OpeningTab = { tab: BasicSrc } | { tab: `list:${string}`; name: string };

/**
 * The tab `/` and `/timeline` open (spec 3 §2): the chosen pinned list, or the chosen basic
 * timeline when permitted, otherwise the first permitted one; null when none is.
 */
export function openingTab(
  p: { src: BasicSrc | `list:${string}`; pinnedLists: readonly { id: string; name: string }[] },
  who: ViewerInfo,
): OpeningTab | null {
  const pinned = p.src.startsWith('list:') && who.signedIn ? p.pinnedLists.find((l) => `list:${l.id}` === p.src) : undefined;
  if (pinned) return { tab: `list:${pinned.id}`, name: pinned.name };
  const chosen = chooseTab(p.src.startsWith('list:') ? 'home' : (p.src as BasicSrc), who);
  return chosen ? { tab: chosen } : null;
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
  endpoint:
    | 'notes/timeline'
    | 'notes/local-timeline'
    | 'notes/hybrid-timeline'
    | 'notes/global-timeline'
    | 'notes/user-list-timeline'
    | 'antennas/notes'
    | 'channels/timeline'
    | 'roles/notes'
    | 'notes/mentions';
  params: Record<string, unknown>;
  channel:
    'homeTimeline' | 'localTimeline' | 'hybridTimeline' | 'globalTimeline' | 'userList' | 'antenna' | 'channel' | 'roleTimeline' | 'main';
  channelParams?: Record<string, unknown>;
  /** The channel event carrying new notes (`note`; the main channel's `mention` for mentions and directs). */
  event?: 'note' | 'mention';
  /** Only specified-visibility notes from the event (directs). */
  onlySpecified?: boolean;
  /** Stable key for caches and scroll restoration. */
  key: string;
}

/** The endpoint, request parameters and streaming channel of a timeline (spec 3 §7). */
export function sourceSpec(src: TimelineSrc, raw: TimelineFilters): SourceSpec {
  const f = normaliseFilters(src, raw);
  const filterParams = { withRenotes: f.withRenotes, withFiles: f.onlyFiles };
  const fkey = `${+f.withRenotes}${+f.withReplies}${+f.onlyFiles}${+f.excludeFiles}${+f.withHashtags}`;
  if (typeof src === 'object' && 'list' in src) {
    return {
      endpoint: 'notes/user-list-timeline',
      params: { listId: src.list, ...filterParams },
      channel: 'userList',
      channelParams: { listId: src.list },
      key: `list:${src.list}:${fkey}`,
    };
  }
  if (typeof src === 'object' && 'channel' in src) {
    return {
      endpoint: 'channels/timeline',
      params: { channelId: src.channel },
      channel: 'channel',
      channelParams: { channelId: src.channel },
      key: `channel:${src.channel}`,
    };
  }
  if (typeof src === 'object' && 'role' in src) {
    return {
      endpoint: 'roles/notes',
      params: { roleId: src.role },
      channel: 'roleTimeline',
      channelParams: { roleId: src.role },
      key: `role:${src.role}`,
    };
  }
  if (src === 'mentions' || src === 'directs') {
    // Spec 3 §7: notes/mentions; directs are its specified-visibility notes. New ones come as the main channel's `mention`.
    const directs = src === 'directs';
    return {
      endpoint: 'notes/mentions',
      params: directs ? { visibility: 'specified' } : {},
      channel: 'main',
      event: 'mention',
      onlySpecified: directs,
      key: src,
    };
  }
  if (typeof src === 'object') {
    return {
      endpoint: 'antennas/notes',
      params: { antennaId: src.antenna },
      channel: 'antenna',
      channelParams: { antennaId: src.antenna },
      key: `antenna:${src.antenna}`,
    };
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
  return {
    endpoint,
    params,
    channel,
    channelParams: {
      withRenotes: f.withRenotes,
      withFiles: f.onlyFiles,
      ...(src === 'local' || src === 'social' ? { withReplies: f.withReplies } : {}),
    },
    key: `${src}:${fkey}`,
  };
}
