import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Icon, useOptionalService, useService, useT } from '@kite/sdk';
import { useFavoriteChannels } from './caches';
import { useBusyRun } from './useBusyRun';
import { channelMessages as m } from './channelMessages';

/**
 * Follow / unfollow and favourite / unfavourite for a channel (channels/follow, channels/favorite):
 * favouriting drops the cached favourite channels (spec 3 §9) so menus and the Favorites tab
 * show the change; removing a favourite asks first, as Misskey does.
 */
export function ChannelActions({ channel }: { channel: entities.Channel }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const favorites = useFavoriteChannels();
  const [following, setFollowing] = useState(channel.isFollowing ?? false);
  const [favorited, setFavorited] = useState(channel.isFavorited ?? false);
  const { busy, run } = useBusyRun();
  const toggleFollow = () =>
    run(async () => {
      await api.requestWithUi(following ? 'channels/unfollow' : 'channels/follow', { channelId: channel.id });
      setFollowing(!following);
    });
  const toggleFavorite = () =>
    run(async () => {
      if (favorited && dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.unfavoriteConfirm) }))) return;
      await api.requestWithUi(favorited ? 'channels/unfavorite' : 'channels/favorite', { channelId: channel.id });
      favorites.invalidate();
      setFavorited(!favorited);
    });
  return (
    <>
      <button
        type="button"
        className={following ? 'kite-button kite-button-primary' : 'kite-button'}
        disabled={busy}
        onClick={() => void toggleFollow()}
      >
        <Icon icon={following ? 'minus' : 'plus'} size={16} /> {t(following ? m.unfollowChannel : m.followChannel)}
      </button>
      <button
        type="button"
        className={favorited ? 'kite-button kite-button-primary' : 'kite-button'}
        disabled={busy}
        onClick={() => void toggleFavorite()}
      >
        <Icon icon="star" size={16} /> {t(favorited ? m.unfavorite : m.favorite)}
      </button>
    </>
  );
}
