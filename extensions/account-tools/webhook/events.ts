import type { entities } from 'misskey-js';
import type { MessageKey } from '@kite/sdk';
import { messages as m } from '../messages';

export type WebhookEvent = entities.UserWebhook['on'][number];

/** Misskey 2025.9's webhook events, in its order, with their labels. */
export const EVENTS: readonly [WebhookEvent, MessageKey][] = [
  ['mention', m.event_mention],
  ['unfollow', m.event_unfollow],
  ['follow', m.event_follow],
  ['followed', m.event_followed],
  ['note', m.event_note],
  ['reply', m.event_reply],
  ['renote', m.event_renote],
  ['reaction', m.event_reaction],
];
