import type { MessageKey } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { webhooksMessages as m } from './messages';

export type HookEvent = entities.SystemWebhook['on'][number];

// Every event of Misskey 2025.9 has its words: an event added to misskey-js fails the build here.
const words: Record<HookEvent, MessageKey> = {
  abuseReport: m.abuseReport,
  abuseReportResolved: m.abuseReportResolved,
  userCreated: m.userCreated,
  inactiveModeratorsWarning: m.inactiveModeratorsWarning,
  inactiveModeratorsInvitationOnlyChanged: m.inactiveModeratorsInvitationOnlyChanged,
};

/** The events a system webhook can be sent on, in Misskey's order, with their words. */
export const hookEvents: readonly { event: HookEvent; text: MessageKey }[] = (
  ['abuseReport', 'abuseReportResolved', 'userCreated', 'inactiveModeratorsWarning', 'inactiveModeratorsInvitationOnlyChanged'] as const
).map((event) => ({ event, text: words[event] }));
