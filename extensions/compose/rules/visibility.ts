import { parse } from 'mfm-js';
import type { entities } from 'misskey-js';
import type { NoteVisibility } from '@kite/sdk';

/** Narrowest last: a reply may keep or narrow the replied note's visibility, never widen it. */
const ORDER: readonly NoteVisibility[] = ['public', 'home', 'followers', 'specified'];

export function narrower(a: NoteVisibility, b: NoteVisibility): NoteVisibility {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}

export interface VisibilityInput {
  visibility: NoteVisibility;
  localOnly: boolean;
  /** The posting user is silenced (cannot post publicly). */
  silenced: boolean;
  channel: { id: string } | null;
  reply: Pick<entities.Note, 'visibility' | 'localOnly'> | null;
}

export interface VisibilityResult {
  visibility: NoteVisibility;
  localOnly: boolean;
  /** Channel posts lock both fields (spec 2 §6). */
  visibilityLocked: boolean;
  localOnlyLocked: boolean;
}

/** Spec 2 §4 visibility rules, applied in Misskey's order: channel, reply narrowing, then silenced. */
export function applyVisibilityRules(i: VisibilityInput): VisibilityResult {
  if (i.channel) return { visibility: 'public', localOnly: true, visibilityLocked: true, localOnlyLocked: true };
  let visibility = i.visibility;
  let localOnly = i.localOnly;
  if (i.reply) {
    visibility = narrower(visibility, i.reply.visibility);
    // A reply to a local-only note would not federate anyway; keep the flag honest.
    if (i.reply.localOnly) localOnly = true;
  }
  if (i.silenced && visibility === 'public') visibility = 'home';
  return { visibility, localOnly, visibilityLocked: false, localOnlyLocked: false };
}

/** Visibilities a person may pick (silenced users cannot pick public). */
export function selectableVisibilities(silenced: boolean): NoteVisibility[] {
  return silenced ? ['home', 'followers', 'specified'] : [...ORDER];
}

const LARGE_SCALE = ['$[x2', '$[x3', '$[x4', '$[scale', '$[position'];

export function hasLargeScaleMfm(text: string): boolean {
  return LARGE_SCALE.some((f) => text.includes(f));
}

/**
 * Spec 2 §4: a public post whose CW (or text, when there is no CW) uses large-scale MFM
 * asks first (post as home / cancel / ignore).
 */
export function needsLargeScaleWarning(p: { visibility: NoteVisibility; useCw: boolean; cw: string; text: string }): boolean {
  if (p.visibility !== 'public') return false;
  const hasCw = p.useCw && p.cw.trim() !== '';
  return hasCw ? hasLargeScaleMfm(p.cw) : p.text.trim() !== '' && hasLargeScaleMfm(p.text);
}

export interface Mention {
  username: string;
  host: string | null;
}

export function extractMentions(text: string): Mention[] {
  const out: Mention[] = [];
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const n of nodes) {
      if (n.type === 'mention') out.push({ username: n.props.username, host: n.props.host });
      if ('children' in n && Array.isArray(n.children)) walk(n.children as ReturnType<typeof parse>);
    }
  };
  walk(parse(text));
  return out;
}

/**
 * Spec 2 §5: with specified visibility, mentioned users who are not recipients (and are
 * not the author) are returned so the form can warn.
 */
export function mentionsNotRecipients(
  text: string,
  recipients: readonly Pick<entities.UserLite, 'username' | 'host'>[],
  me: { username: string } | null,
  localHost: string,
): Mention[] {
  const norm = (h: string | null) => (h == null || h.toLowerCase() === localHost.toLowerCase() ? null : h.toLowerCase());
  const seen = new Set<string>();
  return extractMentions(text).filter((m) => {
    const key = `${m.username.toLowerCase()}@${norm(m.host) ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (me && norm(m.host) == null && m.username.toLowerCase() === me.username.toLowerCase()) return false;
    return !recipients.some((r) => r.username.toLowerCase() === m.username.toLowerCase() && norm(r.host) === norm(m.host));
  });
}
