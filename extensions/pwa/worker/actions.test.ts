import { describe, expect, it, vi } from 'vitest';
import { planFor, readTarget, runPlan } from './actions';
import type { ActionDeps } from './actions';
import { ActionError } from './accounts';

const target = { path: '/notes/n1', userId: 'u-alice', noteId: 'n1', otherUserId: 'u-carol' };
const alice = { id: 'u-alice', origin: 'https://misskey.example', token: 'tok-a' };

function deps(over: Partial<ActionDeps> = {}) {
  return {
    account: vi.fn(async (id: string) => (id === 'u-alice' ? alice : null)),
    call: vi.fn(async () => null),
    open: vi.fn(async () => {}),
    closeAll: vi.fn(async () => {}),
    failed: vi.fn(async () => {}),
    ...over,
  } satisfies ActionDeps;
}

describe('a notification’s click and buttons', () => {
  it('a click opens its page as its account; reply opens the composer on the note', () => {
    expect(planFor('', target)).toEqual({ kind: 'open', path: '/notes/n1', userId: 'u-alice' });
    expect(planFor('reply', target)).toEqual({ kind: 'open', path: '/share?replyId=n1', userId: 'u-alice', replyId: 'n1' });
  });

  it('renote, follow back, accept and reject are Misskey calls as the account', () => {
    expect(planFor('renote', target)).toEqual({ kind: 'call', endpoint: 'notes/create', params: { renoteId: 'n1' }, userId: 'u-alice' });
    expect(planFor('followBack', target)).toMatchObject({ endpoint: 'following/create', params: { userId: 'u-carol' } });
    expect(planFor('accept', target)).toMatchObject({ endpoint: 'following/requests/accept', params: { userId: 'u-carol' } });
    expect(planFor('reject', target)).toMatchObject({ endpoint: 'following/requests/reject', params: { userId: 'u-carol' } });
    expect(planFor('markAllRead', target)).toEqual({ kind: 'markAllRead', userId: 'u-alice' });
    // A button whose subject is missing, or one Kite does not know, opens the page instead.
    expect(planFor('renote', { path: '/my/notifications', userId: 'u-alice' })).toMatchObject({ kind: 'open' });
    expect(planFor('somethingElse', target)).toMatchObject({ kind: 'open', path: '/notes/n1' });
  });

  it('calls with the account’s own token; mark all read also clears what is shown', async () => {
    const d = deps();
    await runPlan(planFor('renote', target), target, d);
    expect(d.call).toHaveBeenCalledWith(alice, 'notes/create', { renoteId: 'n1' });
    await runPlan(planFor('markAllRead', target), target, d);
    expect(d.call).toHaveBeenLastCalledWith(alice, 'notifications/mark-all-as-read', {});
    expect(d.closeAll).toHaveBeenCalledWith('u-alice');
    expect(d.failed).not.toHaveBeenCalled();
  });

  it('without the account’s token it opens the page; a refused call says so', async () => {
    const d = deps();
    const bobs = { ...target, userId: 'u-bob' };
    await runPlan(planFor('renote', bobs), bobs, d);
    expect(d.call).not.toHaveBeenCalled();
    expect(d.open).toHaveBeenCalledWith('/notes/n1', 'u-bob');
    const refused = deps({ call: vi.fn(async () => Promise.reject(new ActionError('You have already renoted.'))) });
    await runPlan(planFor('renote', target), target, refused);
    expect(refused.failed).toHaveBeenCalledWith('You have already renoted.');
  });

  it('reads the stored data back without trusting it', () => {
    expect(readTarget({ path: '//evil.example', userId: 'u' })).toEqual({ path: '/my/notifications', userId: 'u' });
    expect(readTarget({ path: '/x', userId: 'u', noteId: 5 })).toEqual({ path: '/x', userId: 'u' });
    expect(readTarget(null)).toBeNull();
  });
});
