import type { Endpoints } from 'misskey-js';

/** A queue of Misskey 2025.9 (what admin/queue/* take). */
export type QueueName = NonNullable<Endpoints['admin/queue/jobs']['req']>['queue'];

const NAMES: readonly QueueName[] = [
  'system',
  'endedPollNotification',
  'deliver',
  'inbox',
  'db',
  'relationship',
  'objectStorage',
  'userWebhookDeliver',
  'systemWebhookDeliver',
];

/** The queue a string names, or null (a hash in the address can say anything). */
export function queueName(s: string): QueueName | null {
  return NAMES.find((n) => n === s) ?? null;
}
