import type { entities } from 'misskey-js';
import type { ApiCallOptions, ApiService, EndpointReq } from '@kite/sdk';

type CreateParams = EndpointReq<'notes/create'>;

// Whether a failed `notes/create` may still have made the note: the kit's rule for every write.
export { outcomeUnclear } from '@kite/sdk/kit';

/** The server may stamp notes by a clock ahead of or behind this one. */
const CLOCK_SLACK_MS = 10 * 60 * 1000;

const same = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) =>
  [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join();

/** Whether `note` is what `params` asked the server to make. */
export function madeFrom(note: entities.Note, params: CreateParams): boolean {
  return (
    (note.text ?? null) === (params.text ?? null) &&
    (note.cw ?? null) === (params.cw ?? null) &&
    (note.replyId ?? null) === (params.replyId ?? null) &&
    (note.renoteId ?? null) === (params.renoteId ?? null) &&
    (note.channelId ?? null) === (params.channelId ?? null) &&
    note.visibility === (params.visibility ?? 'public') &&
    same(note.fileIds, params.fileIds ?? params.mediaIds) &&
    same(
      note.poll?.choices.map((c) => c.text),
      params.poll?.choices,
    )
  );
}

/**
 * After an unclear answer to `notes/create`, looks among the poster's newest notes for the one
 * `params` describes, made since `startedAt`: found, the post succeeded and must not be sent
 * again. Rejects when the server cannot be asked either (the outcome stays unknown).
 */
export async function findPostedNote(
  api: ApiService,
  params: CreateParams,
  userId: string,
  startedAt: number,
  opts?: ApiCallOptions,
): Promise<entities.Note | null> {
  const recent = await api.request(
    'users/notes',
    // The newest first (no sinceDate: with one, Misskey pages from the oldest).
    { userId, limit: 20, withReplies: true, withRenotes: true, withChannelNotes: true },
    opts,
  );
  return recent.find((n) => Date.parse(n.createdAt) >= startedAt - CLOCK_SLACK_MS && madeFrom(n, params)) ?? null;
}
