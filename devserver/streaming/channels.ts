/**
 * Streaming channels: which new notes each channel forwards, by the same rules as the timelines.
 */
import type { State } from '../store/state';
import type { NoteRec, UserRec } from '../store/types';
import type { TimelineFilter } from '../store/visibility';
import { canSee, isFilteredOut } from '../store/visibility';
import { globalPredicate, homePredicate, hybridPredicate, listPredicate, localPredicate, rolePredicate } from '../api/timelines';
import { antennaMatches } from '../store/antenna';
import { isAdmin, policiesOf } from '../store/policies';

export type NoteFilter = (n: NoteRec) => boolean;

function bool(v: unknown, d: boolean): boolean {
  return typeof v === 'boolean' ? v : d;
}

function filterOf(p: Record<string, unknown>): TimelineFilter {
  return { withRenotes: bool(p.withRenotes, true), withReplies: bool(p.withReplies, false), withFiles: bool(p.withFiles, false) };
}

/** Build the note filter for a timeline-like channel, or null when the channel carries no notes or is not allowed. */
export function noteFilterFor(state: State, channel: string, params: Record<string, unknown>, me: UserRec | null): NoteFilter | null {
  const f = filterOf(params);
  const ltl = me ? isAdmin(state, me) || policiesOf(state, me).ltlAvailable : policiesOf(state, undefined).ltlAvailable;
  switch (channel) {
    case 'homeTimeline':
      return me ? homePredicate(state, me, f) : null;
    case 'localTimeline':
      return ltl ? localPredicate(state, me, f) : null;
    case 'hybridTimeline':
      return me && ltl ? hybridPredicate(state, me, f) : null;
    case 'globalTimeline': {
      const gtl = me ? isAdmin(state, me) || policiesOf(state, me).gtlAvailable : policiesOf(state, undefined).gtlAvailable;
      return gtl ? globalPredicate(state, me, f) : null;
    }
    case 'userList': {
      const list = state.db.lists.find((l) => l.id === params.listId && l.userId === me?.id);
      return list ? listPredicate(state, list.id, f) : null;
    }
    case 'antenna': {
      const a = state.db.antennas.find((x) => x.id === params.antennaId && x.userId === me?.id);
      return a ? (n) => antennaMatches(state, a, n) : null;
    }
    case 'channel': {
      const id = params.channelId;
      return typeof id === 'string' ? (n) => n.channelId === id : null;
    }
    case 'roleTimeline': {
      const id = params.roleId;
      return typeof id === 'string' ? rolePredicate(state, id) : null;
    }
    case 'hashtag': {
      const q = Array.isArray(params.q) ? (params.q as string[][]) : [];
      return (n) => q.some((and) => and.every((t) => n.tags.includes(String(t).toLowerCase())));
    }
    default:
      return null;
  }
}

/** Last checks every timeline channel makes for the viewer. */
export function deliverable(state: State, n: NoteRec, me: UserRec | null): boolean {
  const meId = me?.id ?? null;
  return canSee(state, n, meId) && !isFilteredOut(state, n, meId);
}

export const NOTE_CHANNELS = new Set([
  'homeTimeline',
  'localTimeline',
  'hybridTimeline',
  'globalTimeline',
  'userList',
  'antenna',
  'channel',
  'roleTimeline',
  'hashtag',
]);
const OTHER_CHANNELS = ['main', 'drive', 'serverStats', 'queueStats', 'admin', 'chatUser', 'chatRoom', 'reversi', 'reversiGame'];
export const KNOWN_CHANNELS = new Set([...NOTE_CHANNELS, ...OTHER_CHANNELS]);
