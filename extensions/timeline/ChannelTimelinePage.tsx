import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Composer, Icon, Link, safeHttpUrl, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { sourceSpec } from './sources';
import { defaultFilters } from './prefs';
import { TimelineList, useLiveTimeline } from './TimelineList';
import { TimelineTip } from './TimelineTip';
import { ChannelActions } from './ChannelActions';
import { ChannelPinned } from './ChannelPinned';
import { timelineMessages as m } from './messages';
import { channelMessages as c } from './channelMessages';
import './timeline.css';

// The favourite channels and roles caches, kept in this page's chunk (no chunk of their own: the first load lists every chunk's name).
export { favoriteChannels, publicRoles, useFavoriteChannels } from './caches';

/** A channel colour as CSS, only when it is a plain hex colour (it comes from the server). */
export function channelColor(color: string | null | undefined): string | undefined {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined;
}

/** /channels/:channelId — the channel's header (name, colour, description, post button), its pinned notes and its live timeline. */
export default function ChannelTimelinePage({ params }: RouteProps) {
  const t = useT();
  const id = params.channelId ?? '';
  const api = useService(Api);
  const composer = useOptionalService(Composer);
  const who = useViewer();
  // Tagged with its id: another channel's header waits for its own.
  const [shown, setShown] = useState<{ id: string; channel: entities.Channel | null } | null>(null);
  useEffect(() => {
    api
      .request('channels/show', { channelId: id })
      .then((channel) => setShown({ id, channel }))
      .catch(() => setShown({ id, channel: null }));
  }, [api, id]);
  const channel = shown?.id === id ? shown.channel : null;
  const tl = useLiveTimeline(sourceSpec({ channel: id }, defaultFilters), { withSensitive: true, excludeFiles: false });
  const name = channel?.name ?? t(m.channel);
  // channels/update lets the owner and moderators edit it.
  const me = who.me;
  const mayEdit = channel != null && me != null && (channel.userId === me.id || Boolean(me.isModerator) || Boolean(me.isAdmin));
  const banner = channel?.bannerUrl ? safeHttpUrl(channel.bannerUrl, globalThis.location?.origin) : null;
  return (
    <div className="kite-tl">
      <header className="kite-tl-channel" style={{ borderInlineStartColor: channelColor(channel?.color) }}>
        {banner && <img className="kite-tl-channel-banner" src={banner.href} alt="" decoding="async" />}
        <div className="kite-tl-titlebar">
          <h1 className="kite-page-title">
            <Icon icon="channels" size={20} /> {name}
          </h1>
          <div className="kite-tl-channel-actions">
            {who.signedIn && channel && <ChannelActions key={channel.id} channel={channel} />}
            {who.signedIn && composer && channel && (
              <button
                type="button"
                className="kite-button kite-button-primary"
                onClick={() => void composer.open({ channel: { id: channel.id, name: channel.name } })}
              >
                <Icon icon="pencil" size={16} /> {t(m.postToChannel)}
              </button>
            )}
            {mayEdit && (
              <Link to={`/channels/${channel.id}/edit`} className="kite-button">
                <Icon icon="settings" size={16} /> {t(c.editChannel)}
              </Link>
            )}
          </div>
        </div>
        {channel?.description && <p className="kite-tl-channel-desc">{channel.description}</p>}
      </header>
      {channel?.pinnedNotes && <ChannelPinned key={channel.id} notes={channel.pinnedNotes} />}
      <TimelineTip id="channel" text={m.tipChannel} />
      <TimelineList key={tl.spec.key} tl={tl} label={t(m.feedLabel, { name })} />
    </div>
  );
}
