/** What lookup does with its input (spec 1 §5, issue 12). */
export type LookupAction =
  { kind: 'none' } | { kind: 'navigate'; path: string } | { kind: 'remote'; uri: string } | { kind: 'id'; id: string };

/** Misskey ids (aid, aidx, meid, objectid, ulid) are 8–32 letters and digits. */
const ID = /^[0-9a-zA-Z]{8,32}$/;
const ACCT = /^@[\w.-]+(@[\w.-]+)?$/;

/**
 * Input is trimmed; 1 character or less is ignored. `@user[@host]` without spaces opens
 * that user, `#tag` the tag page. An address of this server's own note or user (by host)
 * opens that page directly; any other `https://` address is resolved through the server
 * (`ap/show`). A bare id is tried as a note, then as a user. Anything else does nothing.
 */
export function parseLookup(raw: string | null | undefined, ownOrigin: string): LookupAction {
  const q = (raw ?? '').trim();
  if (q.length <= 1) return { kind: 'none' };
  if (q.startsWith('@') && !q.includes(' ')) return { kind: 'navigate', path: `/${q}` };
  if (q.startsWith('#')) return { kind: 'navigate', path: `/tags/${encodeURIComponent(q.slice(1))}` };
  if (/^https?:\/\//.test(q)) {
    const own = ownPage(q, ownOrigin);
    if (own) return own;
    return q.startsWith('https://') ? { kind: 'remote', uri: q } : { kind: 'none' };
  }
  if (ID.test(q)) return { kind: 'id', id: q };
  return { kind: 'none' };
}

/** This server's `/notes/<id>` and `/@user[@host]` addresses, as in-app paths. */
function ownPage(uri: string, ownOrigin: string): LookupAction | null {
  let url: URL;
  let path: string;
  try {
    url = new URL(uri);
    path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  } catch {
    return null; // not a URL, or a malformed escape: let the server judge it
  }
  // By host: a local or development server may be reached over http.
  if (url.host !== new URL(ownOrigin).host) return null;
  const note = /^\/notes\/([0-9a-zA-Z]+)$/.exec(path);
  if (note) return { kind: 'navigate', path: `/notes/${note[1]}` };
  if (ACCT.test(path.slice(1))) return { kind: 'navigate', path };
  return null;
}

/** Error ids of `ap/show` (Misskey's endpoint definition) mapped to the lookup error messages. */
export const remoteLookupErrors = {
  '974b799e-1a29-4889-b706-18d4dd93e266': 'federationNotAllowed',
  '1a5eab56-e47b-48c2-8d5e-217b897d70db': 'uriInvalid',
  '81b539cf-4f57-4b29-bc98-032c33c0792e': 'requestFailed',
  '70193c39-54f3-4813-82f0-70a680f7495b': 'responseInvalid',
  'dc94d745-1262-4e63-a17d-fecaa57efc82': 'noSuchObject',
} as const;

/** A user's profile path: `/@name` here, `/@name@host` for a remote user. */
export function userPath(user: { username: string; host: string | null }): string {
  return `/@${user.username}${user.host ? `@${user.host}` : ''}`;
}

/** The page an `ap/show` answer opens: a user's profile or a note. */
export function pathForApObject(
  res: { type: 'User'; object: { username: string; host: string | null } } | { type: 'Note'; object: { id: string } },
): string {
  if (res.type === 'User') return userPath(res.object);
  return `/notes/${res.object.id}`;
}
