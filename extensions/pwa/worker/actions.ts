import type { PushActionId, PushTarget } from './notify';
import { ActionError, accountFor, callAs } from './accounts';
import type { WorkerAccount } from './accounts';
import { isObj } from './payload';

/** What a notification's click or button does. */
export type ActionPlan =
  | { kind: 'open'; path: string; userId: string; replyId?: string }
  | { kind: 'call'; endpoint: string; params: Readonly<Record<string, string>>; userId: string }
  | { kind: 'markAllRead'; userId: string };

/** The notification's data as stored with it, checked (it comes back from the browser's store). */
export function readTarget(d: unknown): PushTarget | null {
  if (!isObj(d) || typeof d.userId !== 'string') return null;
  const path = typeof d.path === 'string' && d.path.startsWith('/') && !d.path.startsWith('//') ? d.path : '/my/notifications';
  return {
    path,
    userId: d.userId,
    ...(typeof d.noteId === 'string' ? { noteId: d.noteId } : {}),
    ...(typeof d.otherUserId === 'string' ? { otherUserId: d.otherUserId } : {}),
  };
}

function isAction(a: string): a is PushActionId {
  return ['reply', 'renote', 'followBack', 'accept', 'reject', 'markAllRead'].includes(a);
}

/** A click (`action` '') or a button, as the account the push was for; anything it cannot do opens the notification's page. */
export function planFor(action: string, t: PushTarget): ActionPlan {
  const open: ActionPlan = { kind: 'open', path: t.path, userId: t.userId };
  if (!isAction(action)) return open;
  const call = (endpoint: string, params: Readonly<Record<string, string>>): ActionPlan => ({
    kind: 'call',
    endpoint,
    params,
    userId: t.userId,
  });
  switch (action) {
    case 'reply':
      // Kite's composer, replying to the note (the share page takes `replyId` as Misskey's does).
      return t.noteId ? { ...open, path: `/share?replyId=${encodeURIComponent(t.noteId)}`, replyId: t.noteId } : open;
    case 'renote':
      return t.noteId ? call('notes/create', { renoteId: t.noteId }) : open;
    case 'followBack':
      return t.otherUserId ? call('following/create', { userId: t.otherUserId }) : open;
    case 'accept':
      return t.otherUserId ? call('following/requests/accept', { userId: t.otherUserId }) : open;
    case 'reject':
      return t.otherUserId ? call('following/requests/reject', { userId: t.otherUserId }) : open;
    case 'markAllRead':
      return { kind: 'markAllRead', userId: t.userId };
  }
}

/** How a plan's outcome reaches the person. */
export interface ActionDeps {
  account(userId: string): Promise<WorkerAccount | null>;
  call(account: WorkerAccount, endpoint: string, params: Readonly<Record<string, unknown>>): Promise<unknown>;
  /** Opens `path` as the account; with `replyId`, Kite's composer replying to that note (a post order). */
  open(path: string, userId: string, replyId?: string): Promise<void>;
  /** Closes the account's notifications still shown (all read). */
  closeAll(userId: string): Promise<void>;
  /** Says that the button failed (a notification in place of the one clicked). */
  failed(message: string): Promise<void>;
}

/**
 * Carries a plan out. The API calls use the account's own token; without one (signed out, or the page never
 * ran since) the notification's page opens instead, where the person can do it by hand.
 */
export async function runPlan(plan: ActionPlan, t: PushTarget, deps: ActionDeps): Promise<void> {
  if (plan.kind === 'open') return plan.replyId ? deps.open(plan.path, plan.userId, plan.replyId) : deps.open(plan.path, plan.userId);
  const account = await deps.account(plan.userId);
  if (!account) return deps.open(t.path, t.userId);
  try {
    if (plan.kind === 'markAllRead') {
      await deps.call(account, 'notifications/mark-all-as-read', {});
      await deps.closeAll(plan.userId);
    } else {
      await deps.call(account, plan.endpoint, plan.params);
    }
  } catch (e) {
    await deps.failed(e instanceof ActionError ? e.message : String(e));
  }
}

/** The real dependencies' account and call parts. */
export const workerAccounts = { account: (userId: string) => accountFor(userId), call: callAs };
