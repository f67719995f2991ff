import { ActionError } from './accounts';
import type { WorkerAccount } from './accounts';
import { isObj } from './payload';

/** What the share target needs besides the request. */
export interface ShareDeps {
  origin: string;
  account(): Promise<WorkerAccount | null>;
  /** Uploads one file to the account's drive (`drive/files/create`); resolves to its id. */
  upload(account: WorkerAccount, file: File): Promise<string>;
  /** Says that some files could not be uploaded (the composer opens without them). */
  failed(count: number, error: string): Promise<void>;
}

/**
 * The system share sheet's POST to `/share` (the manifest's share target): the shared files go to the drive of
 * the account Kite had open, then the share page opens with the shared title, text and URL and those files —
 * the page takes `fileIds` as Misskey's share page does. Answers with a redirect (303), so a reload does not post again.
 */
export async function takeShare(request: Request, deps: ShareDeps): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const q = new URLSearchParams();
  for (const key of ['title', 'text', 'url']) {
    const v = form?.get(key);
    if (typeof v === 'string' && v.trim() !== '') q.set(key, v);
  }
  const files = (form?.getAll('files') ?? []).filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (files.length > 0) {
    const account = await deps.account();
    const ids: string[] = [];
    let error = '';
    // One at a time, in the order shared (the note shows them in that order).
    for (const file of files) {
      try {
        if (!account) throw new ActionError('signed out');
        ids.push(await deps.upload(account, file));
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    if (ids.length > 0) q.set('fileIds', ids.join(','));
    if (ids.length < files.length) await deps.failed(files.length - ids.length, error).catch(() => {});
  }
  const query = q.toString();
  return Response.redirect(new URL(`/share${query ? `?${query}` : ''}`, deps.origin).href, 303);
}

/** `drive/files/create` with the account's token, as Misskey's clients upload. */
export async function uploadAs(account: WorkerAccount, file: File): Promise<string> {
  const body = new FormData();
  body.append('i', account.token);
  body.append('name', file.name);
  body.append('file', file);
  const res = await fetch(`${account.origin}/api/drive/files/create`, { method: 'POST', body });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && isObj(json) && typeof json.id === 'string') return json.id;
  const error = isObj(json) && isObj(json.error) ? json.error : null;
  throw new ActionError(typeof error?.message === 'string' ? error.message : `HTTP ${res.status}`);
}
