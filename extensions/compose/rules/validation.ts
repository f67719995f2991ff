/** Spec 2 §5 and §9 limits. */
export const DEFAULT_MAX_TEXT = 1000;
export const MAX_CW = 100;
export const MAX_FILES = 16;
export const MIN_POLL_CHOICES = 2;
export const MAX_POLL_CHOICES = 10;

/** Characters as a person counts them (astral emoji count once), trimmed like Misskey. */
export function countChars(s: string): number {
  return Array.from(s.trim()).length;
}

export interface Counter {
  /** Characters left (negative when over). */
  remaining: number;
  show: boolean;
  level: 'normal' | 'warning' | 'error';
}

/** Text counter: shown under 100 left; warning above 90 %; error above 100 %. */
export function textCounter(text: string, max: number | null | undefined): Counter {
  const limit = max ?? DEFAULT_MAX_TEXT;
  const len = countChars(text);
  const level = len > limit ? 'error' : len > limit * 0.9 ? 'warning' : 'normal';
  return { remaining: limit - len, show: limit - len < 100, level };
}

/** CW counter: shown under 20 left; error above 100. */
export function cwCounter(cw: string): Counter {
  const len = countChars(cw);
  return { remaining: MAX_CW - len, show: MAX_CW - len < 20, level: len > MAX_CW ? 'error' : 'normal' };
}

export type CwProblem = 'required' | 'tooLong' | null;
export function cwProblem(useCw: boolean, cw: string): CwProblem {
  if (!useCw) return null;
  if (cw.trim() === '') return 'required';
  return countChars(cw) > MAX_CW ? 'tooLong' : null;
}

/** The n/16 files counter and whether it is highlighted. */
export function filesCounter(n: number): { text: string; over: boolean } {
  return { text: `${n}/${MAX_FILES}`, over: n > MAX_FILES };
}

export interface PostButtonInput {
  mock?: boolean;
  posting: boolean;
  /** Upload queue busy (preprocessing or uploading). */
  uploading: boolean;
  /** Every queued item uploaded (none waiting, none failed). */
  queueReady: boolean;
  text: string;
  maxText: number | null | undefined;
  useCw: boolean;
  cw: string;
  fileCount: number;
  hasPoll: boolean;
  pollValid: boolean;
  hasRenote: boolean;
}

/** Spec 2 §5 post button rule. */
export function canPost(i: PostButtonInput): boolean {
  if (i.mock || i.posting || i.uploading || !i.queueReady) return false;
  const hasContent = countChars(i.text) > 0 || i.fileCount > 0 || i.hasPoll || i.hasRenote;
  if (!hasContent) return false;
  if (textCounter(i.text, i.maxText).level === 'error') return false;
  if (cwProblem(i.useCw, i.cw)) return false;
  if (i.fileCount > MAX_FILES) return false;
  return !i.hasPoll || i.pollValid;
}

export type PollExpiry =
  | { type: 'infinite' }
  | { type: 'at'; date: string; time: string }
  | { type: 'after'; amount: number; unit: 'second' | 'minute' | 'hour' | 'day' };

export interface PollDraft {
  choices: string[];
  multiple: boolean;
  expiry: PollExpiry;
}

export const emptyPoll = (): PollDraft => ({ choices: ['', ''], multiple: false, expiry: { type: 'infinite' } });

const UNIT_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

export type PollProblem = 'tooFewChoices' | 'badExpiry' | null;

export function pollProblem(p: PollDraft): PollProblem {
  if (p.choices.filter((c) => c.trim() !== '').length < MIN_POLL_CHOICES) return 'tooFewChoices';
  if (p.expiry.type === 'after' && !(Number.isFinite(p.expiry.amount) && p.expiry.amount >= 1)) return 'badExpiry';
  if (p.expiry.type === 'at' && Number.isNaN(new Date(`${p.expiry.date}T${p.expiry.time || '00:00'}`).getTime())) return 'badExpiry';
  return null;
}

export function canAddChoice(p: PollDraft): boolean {
  return p.choices.length < MAX_POLL_CHOICES;
}

/** The poll editor's output (spec 2 §3): choices, multiple, expiresAt, expiredAfter. */
export function pollToParams(p: PollDraft): {
  choices: string[];
  multiple: boolean;
  expiresAt: number | null;
  expiredAfter: number | null;
} {
  const choices = p.choices.map((c) => c.trim()).filter((c) => c !== '');
  const e = p.expiry;
  if (e.type === 'at')
    return { choices, multiple: p.multiple, expiresAt: new Date(`${e.date}T${e.time || '00:00'}`).getTime(), expiredAfter: null };
  if (e.type === 'after') return { choices, multiple: p.multiple, expiresAt: null, expiredAfter: Math.floor(e.amount) * UNIT_MS[e.unit] };
  return { choices, multiple: p.multiple, expiresAt: null, expiredAfter: null };
}
