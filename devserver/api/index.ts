/**
 * Every endpoint the devserver answers, by name.
 */
import type { EndpointDef } from '../http/endpoint';
import { metaEndpoints, type ServerConfig } from './meta';
import { authEndpoints } from './auth';
import { iEndpoints } from './i';
import { noteEndpoints } from './notes';
import { timelineEndpoints } from './timelines';
import { userEndpoints } from './users';
import { followingEndpoints } from './following';
import { driveEndpoints } from './drive';
import { clipEndpoints } from './clips';
import { listEndpoints } from './lists';
import { antennaEndpoints } from './antennas';
import { channelEndpoints } from './channels';
import { registryEndpoints } from './registry';
import { draftEndpoints } from './drafts';
import { roleEndpoints } from './roles';
import { miscEndpoints } from './misc';
import { hashtagEndpoints } from './hashtags';
import { chatEndpoints } from './chat';
import { rssEndpoints } from './rss';
import { securityEndpoints } from './security';
import { webhookEndpoints } from './webhooks';
import { exportEndpoints, importEndpoints } from './accountData';
import { adminEndpoints } from './admin';
import { serverMetaEndpoints } from './serverMeta';
import { adminAnnouncementEndpoints } from './adminAnnouncements';
import { adminAdEndpoints } from './adminAds';
import { modlogEndpoints } from './modlog';
import { relayEndpoints } from './relays';
import { systemWebhookEndpoints } from './systemWebhooks';
import { abuseReportEndpoints } from './abuseReports';
import { aboutEndpoints } from './about';
import { accountPageEndpoints } from './accountPages';
import { pageEndpoints } from './pages';
import { galleryEndpoints } from './gallery';
import { flashEndpoints } from './flash';
import { endpointListEndpoints } from './endpointList';
import { reversiEndpoints } from './reversi';
import { bubbleGameEndpoints } from './bubbleGame';
import { federationAdminEndpoints } from './federationAdmin';
import { adminFileEndpoints } from './adminFiles';
import { adminQueueEndpoints } from './adminQueue';
import { adminStatsEndpoints } from './adminStats';
import { adminEmojiEndpoints } from './adminEmojis';
import { emojiImportEndpoints } from './emojiImport';
import { avatarDecorationEndpoints } from './avatarDecorations';
import { swEndpoints } from './sw';

export function buildEndpoints(cfg: ServerConfig): Map<string, EndpointDef> {
  const all: EndpointDef[] = [
    ...metaEndpoints(cfg),
    ...authEndpoints,
    ...iEndpoints,
    ...noteEndpoints,
    ...timelineEndpoints,
    ...userEndpoints,
    ...followingEndpoints,
    ...driveEndpoints,
    ...clipEndpoints,
    ...listEndpoints,
    ...antennaEndpoints,
    ...channelEndpoints,
    ...registryEndpoints,
    ...draftEndpoints,
    ...roleEndpoints(cfg),
    ...miscEndpoints,
    ...hashtagEndpoints,
    ...chatEndpoints,
    ...rssEndpoints,
    ...securityEndpoints,
    ...webhookEndpoints,
    ...exportEndpoints,
    ...importEndpoints,
    ...adminEndpoints,
    ...serverMetaEndpoints(cfg),
    ...swEndpoints(cfg),
    ...adminAnnouncementEndpoints,
    ...adminAdEndpoints,
    ...modlogEndpoints,
    ...relayEndpoints,
    ...systemWebhookEndpoints,
    ...abuseReportEndpoints,
    ...aboutEndpoints,
    ...accountPageEndpoints,
    ...pageEndpoints,
    ...galleryEndpoints,
    ...flashEndpoints,
    ...reversiEndpoints,
    ...bubbleGameEndpoints,
    ...federationAdminEndpoints,
    ...adminFileEndpoints,
    ...adminQueueEndpoints,
    ...adminStatsEndpoints,
    ...adminEmojiEndpoints,
    ...emojiImportEndpoints,
    ...avatarDecorationEndpoints,
    ...endpointListEndpoints(() => map.values()),
  ];
  const map = new Map<string, EndpointDef>();
  for (const def of all) {
    if (map.has(def.name)) throw new Error(`duplicate endpoint ${def.name}`);
    map.set(def.name, def);
  }
  return map;
}
