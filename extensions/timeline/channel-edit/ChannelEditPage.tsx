import type { entities } from 'misskey-js';
import { Api, ResultScreen, isApiError, useService, useT, useViewer } from '@kite/sdk';
import { Deferred } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { ChannelEditor } from './ChannelEditor';
import { channelEditMessages as m } from './messages';
import '../timeline.css';

/**
 * /channels/new and /channels/:channelId/edit (spec 1 §2.1, login required): the channel
 * editor, for an existing channel only to its owner and moderators (channels/update refuses
 * others with ACCESS_DENIED).
 */
export default function ChannelEditPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const me = useViewer().me;
  const id = params.channelId;
  if (!id) return <ChannelEditor channel={null} />;
  const load = () =>
    api.request('channels/show', { channelId: id }).catch((e: unknown): null => {
      if (isApiError(e) && e.code === 'NO_SUCH_CHANNEL') return null;
      throw e;
    });
  const mayEdit = (c: entities.Channel) => me != null && (c.userId === me.id || me.isModerator || me.isAdmin);
  return (
    <Deferred load={load} deps={[id]} errorText={t(m.failed)}>
      {(channel) =>
        channel === null ? (
          <ResultScreen kind="notFound" title={t(m.notFound)} />
        ) : !mayEdit(channel) ? (
          <ResultScreen kind="error" title={t(m.notAllowed)} />
        ) : (
          <ChannelEditor key={channel.id} channel={channel} />
        )
      }
    </Deferred>
  );
}
