/**
 * System webhooks and abuse-report notification recipients as Misskey 2025.9's control panel
 * manages them. A recipient is an email to a moderator (who must have a verified address) or a
 * system webhook. Every change is logged; a test send is accepted (nothing leaves a devserver).
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { lenRange, maxLen } from '../http/params';
import { packUserLite } from '../store/pack-user';
import { genId } from '../store/ids';
import { logModeration } from './modlog';

type Hook = entities.SystemWebhook;
interface RecipientRec {
  id: string;
  isActive: boolean;
  updatedAt: number;
  name: string;
  method: 'email' | 'webhook';
  userId: string | null;
  systemWebhookId: string | null;
}
const mod = { requireCredential: true, requireModerator: true } as const;

// Keyed by the database object: /__dev/reset replaces it, which forgets them with it.
const stores = new WeakMap<object, { hooks: Hook[]; recipients: RecipientRec[] }>();
const storeOf = (state: State) => {
  let s = stores.get(state.db);
  if (!s) stores.set(state.db, (s = { hooks: [], recipients: [] }));
  return s;
};

function hookOf(state: State, id: string): Hook {
  const h = storeOf(state).hooks.find((x) => x.id === id);
  if (!h)
    throw new ApiError({
      message: 'No such SystemWebhook.',
      code: 'NO_SUCH_SYSTEM_WEBHOOK',
      id: '38dd1ffe-04b4-6ff5-d8ba-4e6a6ae22c9d',
      kind: 'server',
      httpStatusCode: 404,
    });
  return h;
}

function packRecipient(state: State, r: RecipientRec): entities.AbuseReportNotificationRecipient {
  const user = r.userId ? state.user(r.userId) : undefined;
  const hook = r.systemWebhookId ? storeOf(state).hooks.find((h) => h.id === r.systemWebhookId) : undefined;
  return {
    id: r.id,
    isActive: r.isActive,
    updatedAt: new Date(r.updatedAt).toISOString(),
    name: r.name,
    method: r.method,
    ...(r.userId && { userId: r.userId }),
    ...(user && { user: packUserLite(state, user) }),
    ...(r.systemWebhookId && { systemWebhookId: r.systemWebhookId }),
    ...(hook && { systemWebhook: { ...hook } }),
  };
}

const correlation = {
  email: {
    message: 'If "method" is email, "userId" must be set.',
    code: 'CORRELATION_CHECK_EMAIL',
    id: '348bb8ae-575a-6fe9-4327-5811999def8f',
    httpStatusCode: 400,
  },
  webhook: {
    message: 'If "method" is webhook, "systemWebhookId" must be set.',
    code: 'CORRELATION_CHECK_WEBHOOK',
    id: 'b0c15051-de2d-29ef-260c-9585cddd701a',
    httpStatusCode: 400,
  },
  noEmail: {
    message: 'Email address is not set.',
    code: 'EMAIL_ADDRESS_NOT_SET',
    id: '7cc1d85e-2f58-fc31-b644-3de8d0d3421f',
    httpStatusCode: 400,
  },
};

/** What a recipient's save checks, as Misskey's create and update do; the fields it keeps. */
function recipientTarget(state: State, p: { method: 'email' | 'webhook'; userId?: string; systemWebhookId?: string }) {
  if (p.method === 'email') {
    const u = p.userId ? state.user(p.userId) : undefined;
    if (!u) throw new ApiError(correlation.email);
    if (!u.email || !u.emailVerified) throw new ApiError(correlation.noEmail);
    return { userId: u.id, systemWebhookId: null };
  }
  if (!p.systemWebhookId) throw new ApiError(correlation.webhook);
  return { userId: null, systemWebhookId: p.systemWebhookId };
}

const checkHook = (p: { name: string; url: string; secret?: string }) => {
  lenRange(p.name, 1, 255, 'name');
  lenRange(p.url, 1, 1024, 'url');
  maxLen(p.secret, 1024, 'secret');
};

export const systemWebhookEndpoints = [
  ep('admin/system-webhook/list', { ...mod, kind: 'write:admin:system-webhook' }, ({ state, params }) =>
    storeOf(state)
      .hooks.filter(
        (h) =>
          (params.isActive == null || h.isActive === params.isActive) && (!params.on?.length || params.on.some((e) => h.on.includes(e))),
      )
      .map((h) => ({ ...h })),
  ),
  ep('admin/system-webhook/show', { ...mod, kind: 'write:admin:system-webhook' }, ({ state, params }) => ({ ...hookOf(state, params.id) })),
  ep('admin/system-webhook/create', { ...mod, kind: 'write:admin:system-webhook' }, ({ state, me, params }) => {
    checkHook(params);
    const h: Hook = {
      id: genId(),
      isActive: params.isActive,
      updatedAt: new Date().toISOString(),
      latestSentAt: null,
      latestStatus: null,
      name: params.name,
      on: [...params.on],
      url: params.url,
      secret: params.secret ?? '',
    };
    storeOf(state).hooks.push(h);
    logModeration(state, me, { type: 'createSystemWebhook', info: { systemWebhookId: h.id, webhook: { ...h } } });
    return { ...h };
  }),
  ep('admin/system-webhook/update', { ...mod, kind: 'write:admin:system-webhook' }, ({ state, me, params }) => {
    checkHook(params);
    // Misskey looks it up with findOneByOrFail: a missing one is an internal error, not NO_SUCH_SYSTEM_WEBHOOK.
    const h = storeOf(state).hooks.find((x) => x.id === params.id);
    if (!h) throw new Error('system webhook not found');
    const before = { ...h };
    Object.assign(h, {
      isActive: params.isActive,
      name: params.name,
      on: [...params.on],
      url: params.url,
      secret: params.secret ?? '',
      updatedAt: new Date().toISOString(),
    });
    logModeration(state, me, { type: 'updateSystemWebhook', info: { systemWebhookId: h.id, before, after: { ...h } } });
    return { ...h };
  }),
  ep('admin/system-webhook/delete', { ...mod, kind: 'write:admin:system-webhook' }, ({ state, me, params }) => {
    const s = storeOf(state);
    const h = s.hooks.find((x) => x.id === params.id);
    if (!h) throw new Error('system webhook not found');
    s.hooks = s.hooks.filter((x) => x !== h);
    // The database drops the recipients that sent to it along with it.
    s.recipients = s.recipients.filter((r) => r.systemWebhookId !== h.id);
    logModeration(state, me, { type: 'deleteSystemWebhook', info: { systemWebhookId: h.id, webhook: h } });
  }),
  ep('admin/system-webhook/test', { ...mod, kind: 'read:admin:system-webhook' }, ({ state, params }) => {
    if (!storeOf(state).hooks.some((h) => h.id === params.webhookId))
      throw new ApiError({ message: 'No such webhook.', code: 'NO_SUCH_WEBHOOK', id: '0c52149c-e913-18f8-5dc7-74870bfe0cf9' });
  }),

  ep(
    'admin/abuse-report/notification-recipient/list',
    { ...mod, kind: 'read:admin:abuse-report:notification-recipient' },
    ({ state, params }) =>
      storeOf(state)
        .recipients.filter((r) => !params.method?.length || params.method.includes(r.method))
        .map((r) => packRecipient(state, r)),
  ),
  ep(
    'admin/abuse-report/notification-recipient/show',
    { ...mod, kind: 'read:admin:abuse-report:notification-recipient' },
    ({ state, params }) => {
      const r = storeOf(state).recipients.find((x) => x.id === params.id);
      if (!r)
        throw new ApiError({
          message: 'No such recipient.',
          code: 'NO_SUCH_RECIPIENT',
          id: '013de6a8-f757-04cb-4d73-cc2a7e3368e4',
          kind: 'server',
          httpStatusCode: 404,
        });
      return packRecipient(state, r);
    },
  ),
  ep(
    'admin/abuse-report/notification-recipient/create',
    { ...mod, kind: 'write:admin:abuse-report:notification-recipient' },
    ({ state, me, params }) => {
      lenRange(params.name, 1, 255, 'name');
      const r: RecipientRec = {
        id: genId(),
        isActive: params.isActive,
        updatedAt: Date.now(),
        name: params.name,
        method: params.method,
        ...recipientTarget(state, params),
      };
      storeOf(state).recipients.push(r);
      const recipient = packRecipient(state, r);
      logModeration(state, me, { type: 'createAbuseReportNotificationRecipient', info: { recipientId: r.id, recipient } });
      return recipient;
    },
  ),
  ep(
    'admin/abuse-report/notification-recipient/update',
    { ...mod, kind: 'write:admin:abuse-report:notification-recipient' },
    ({ state, me, params }) => {
      lenRange(params.name, 1, 255, 'name');
      const target = recipientTarget(state, params);
      const r = storeOf(state).recipients.find((x) => x.id === params.id);
      if (!r) throw new Error('recipient not found');
      const before = packRecipient(state, r);
      Object.assign(r, { isActive: params.isActive, name: params.name, method: params.method, updatedAt: Date.now(), ...target });
      const after = packRecipient(state, r);
      logModeration(state, me, { type: 'updateAbuseReportNotificationRecipient', info: { recipientId: r.id, before, after } });
      return after;
    },
  ),
  ep(
    'admin/abuse-report/notification-recipient/delete',
    { ...mod, kind: 'write:admin:abuse-report:notification-recipient' },
    ({ state, me, params }) => {
      const s = storeOf(state);
      const r = s.recipients.find((x) => x.id === params.id);
      if (!r) throw new Error('recipient not found');
      const recipient = packRecipient(state, r);
      s.recipients = s.recipients.filter((x) => x !== r);
      logModeration(state, me, { type: 'deleteAbuseReportNotificationRecipient', info: { recipientId: r.id, recipient } });
    },
  ),
];
