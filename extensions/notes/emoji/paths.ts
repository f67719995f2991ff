export { fluentEmojiPath, twemojiPath } from '@kite/sdk';

/** A custom emoji reaction `:name@host:` → `{ name, host }` (`.` is the local host). */
export function parseReaction(reaction: string): { custom: false; char: string } | { custom: true; name: string; host: string | null } {
  const m = /^:([\w+-]+)(?:@([\w.:-]+))?:$/.exec(reaction);
  if (!m) return { custom: false, char: reaction };
  const host = m[2] === undefined || m[2] === '.' ? null : m[2];
  return { custom: true, name: m[1], host };
}
