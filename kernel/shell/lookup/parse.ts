/** What the lookup prompt does with its input (spec 1 §5). */
export type LookupAction = { kind: 'none' } | { kind: 'navigate'; path: string } | { kind: 'remote'; uri: string };

/**
 * Input is trimmed; 1 character or less is ignored. `@user[@host]` without spaces opens
 * that user, `#tag` the tag page, `https://…` is resolved remotely; anything else does nothing.
 */
export function parseLookup(raw: string | null | undefined): LookupAction {
  const q = (raw ?? '').trim();
  if (q.length <= 1) return { kind: 'none' };
  if (q.startsWith('@') && !q.includes(' ')) return { kind: 'navigate', path: `/${q}` };
  if (q.startsWith('#')) return { kind: 'navigate', path: `/tags/${encodeURIComponent(q.slice(1))}` };
  if (q.startsWith('https://')) return { kind: 'remote', uri: q };
  return { kind: 'none' };
}

/** Error ids of `ap/show` (Misskey's endpoint definition) mapped to the lookup error messages. */
export const remoteLookupErrors = {
  '974b799e-1a29-4889-b706-18d4dd93e266': 'federationNotAllowed',
  '1a5eab56-e47b-48c2-8d5e-217b897d70db': 'uriInvalid',
  '81b539cf-4f57-4b29-bc98-032c33c0792e': 'requestFailed',
  '70193c39-54f3-4813-82f0-70a680f7495b': 'responseInvalid',
  'dc94d745-1262-4e63-a17d-fecaa57efc82': 'noSuchObject',
} as const;

/** The page an `ap/show` answer opens: a user's profile or a note. */
export function pathForApObject(
  res: { type: 'User'; object: { username: string; host: string | null } } | { type: 'Note'; object: { id: string } },
): string {
  if (res.type === 'User') return `/@${res.object.username}${res.object.host ? `@${res.object.host}` : ''}`;
  return `/notes/${res.object.id}`;
}
