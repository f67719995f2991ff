import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Icon, useService, useT, useViewer, plainName } from '@kite/sdk';
import { writeOnce } from '@kite/sdk/kit';
import { IconBellRinging, IconBellOff, IconMessageCircleOff, IconMessageCircle, IconHourglass, IconUserCheck } from '@tabler/icons-react';
import { userMessages as m } from '../messages';

type State = 'following' | 'pending' | 'followBack' | 'follow';

export function followState(u: entities.UserDetailed): State {
  if (u.isFollowing) return 'following';
  if (u.hasPendingFollowRequestFromYou) return 'pending';
  return u.isFollowed ? 'followBack' : 'follow';
}

/**
 * The follow button (spec 3 §6, §7): follow / follow back; following (unfollow on confirm);
 * pending for a locked account (cancel on confirm). While following, notify and
 * with-replies toggles (following/update). Every change re-reads the user from the server.
 */
export function FollowButton({ user, reload }: { user: entities.UserDetailed; reload: () => Promise<void> }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  if (viewer.me?.id === user.id) return null;
  const state = followState(user);
  const name = plainName(user);
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const click = async () => {
    if (!viewer.signedIn) return;
    if (state === 'following') {
      if (await dialogs.confirm({ type: 'warning', text: t(m.unfollowConfirm, { name }) }))
        await run(() =>
          writeOnce(
            `follow:${user.id}`,
            () => api.request('following/delete', { userId: user.id }),
            async () => !(await api.request('users/show', { userId: user.id })).isFollowing,
            ['NOT_FOLLOWING'],
          ).catch((e: unknown) => api.showError(e)),
        );
    } else if (state === 'pending') {
      if (await dialogs.confirm({ type: 'warning', text: t(m.cancelRequest) }))
        await run(() => api.requestWithUi('following/requests/cancel', { userId: user.id }));
    } else {
      // One follow at a time for this person; an unreadable answer is settled by asking the server.
      const follows = async () => {
        const u = await api.request('users/show', { userId: user.id });
        return Boolean(u.isFollowing || u.hasPendingFollowRequestFromYou);
      };
      await run(() =>
        writeOnce(`follow:${user.id}`, () => api.request('following/create', { userId: user.id }), follows, ['ALREADY_FOLLOWING']).catch(
          (e: unknown) => api.showError(e),
        ),
      );
    }
  };
  const label = { following: m.followingState, pending: m.pending, followBack: m.followBack, follow: m.follow }[state];
  const icon = state === 'following' ? IconUserCheck : state === 'pending' ? IconHourglass : 'userPlus';
  return (
    <div className="kite-follow">
      <button
        type="button"
        className={`kite-button ${state === 'follow' || state === 'followBack' ? 'kite-button-primary' : ''}`}
        disabled={busy}
        onClick={() => void (viewer.signedIn ? click() : undefined)}
        data-follow-state={state}
      >
        <Icon icon={icon} size={16} /> {t(label)}
      </button>
      {state === 'following' && (
        <>
          <button
            type="button"
            className="kite-icon-button"
            disabled={busy}
            aria-pressed={user.notify === 'normal'}
            aria-label={t(m.notify)}
            title={t(m.notify)}
            onClick={() =>
              void run(() =>
                api.requestWithUi('following/update', { userId: user.id, notify: user.notify === 'normal' ? 'none' : 'normal' }),
              )
            }
          >
            <Icon icon={user.notify === 'normal' ? IconBellRinging : IconBellOff} />
          </button>
          <button
            type="button"
            className="kite-icon-button"
            disabled={busy}
            aria-pressed={Boolean(user.withReplies)}
            aria-label={t(m.showReplies)}
            title={t(m.showReplies)}
            onClick={() => void run(() => api.requestWithUi('following/update', { userId: user.id, withReplies: !user.withReplies }))}
          >
            <Icon icon={user.withReplies ? IconMessageCircle : IconMessageCircleOff} />
          </button>
        </>
      )}
    </div>
  );
}
