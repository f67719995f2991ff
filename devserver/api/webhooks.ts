/**
 * i/webhooks/*: a user's webhooks (Misskey 2025.9 shapes and error ids, checked against a real
 * server). The devserver never calls the URLs: `test` answers 204 like the real one, which only
 * queues the delivery.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { UserRec, WebhookRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import type { ErrorDef } from '../http/errors';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';

const cred = { requireCredential: true } as const;
const EVENTS: readonly WebhookRec['on'][number][] = ['mention', 'unfollow', 'follow', 'followed', 'note', 'reply', 'renote', 'reaction'];

const noSuch = (id: string): ErrorDef => ({ message: 'No such webhook.', code: 'NO_SUCH_WEBHOOK', id });
const TOO_MANY: ErrorDef = {
  message: 'You cannot create webhook any more.',
  code: 'TOO_MANY_WEBHOOKS',
  id: '87a9bb19-111e-4e37-81d3-a3e7426453b0',
};

function list(state: State): WebhookRec[] {
  return (state.db.webhooks ??= []);
}

function own(state: State, me: UserRec, id: string, err: ErrorDef): WebhookRec {
  const w = list(state).find((x) => x.id === id && x.userId === me.id);
  if (!w) throw new ApiError(err);
  return w;
}

function pack(w: WebhookRec): entities.UserWebhook {
  return {
    id: w.id,
    userId: w.userId,
    name: w.name,
    on: [...w.on],
    url: w.url,
    secret: w.secret,
    active: w.active,
    latestSentAt: w.latestSentAt == null ? null : new Date(w.latestSentAt).toISOString(),
    latestStatus: w.latestStatus,
  };
}

/** The schema checks Misskey's validator makes (same param paths and reasons). */
function check(p: { name?: string; url?: string; secret?: string | null; on?: readonly string[] }): void {
  for (const [k, max] of [
    ['name', 100],
    ['url', 1024],
  ] as const) {
    const v = p[k];
    if (v === undefined) continue;
    if (v.length < 1) throw invalidParam(`#/properties/${k}/minLength`, 'must NOT have fewer than 1 characters');
    if (v.length > max) throw invalidParam(`#/properties/${k}/maxLength`, `must NOT have more than ${max} characters`);
  }
  if (p.secret != null && p.secret.length > 1024)
    throw invalidParam('#/properties/secret/maxLength', 'must NOT have more than 1024 characters');
  if (p.on?.some((e) => !(EVENTS as readonly string[]).includes(e)))
    throw invalidParam('#/properties/on/items/enum', 'must be equal to one of the allowed values');
}

export const webhookEndpoints = [
  ep('i/webhooks/create', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    check(params);
    if (list(state).filter((w) => w.userId === me.id).length >= policiesOf(state, me).webhookLimit) throw new ApiError(TOO_MANY);
    const w: WebhookRec = {
      id: genId(),
      userId: me.id,
      name: params.name,
      on: [...params.on],
      url: params.url,
      secret: params.secret ?? '',
      active: true,
      latestSentAt: null,
      latestStatus: null,
    };
    list(state).push(w);
    return pack(w);
  }),

  ep('i/webhooks/list', { ...cred, kind: 'read:account' }, ({ state, me }) =>
    list(state)
      .filter((w) => w.userId === me.id)
      .map(pack),
  ),

  ep('i/webhooks/show', { ...cred, kind: 'read:account' }, ({ state, me, params }) =>
    pack(own(state, me, params.webhookId, noSuch('50f614d9-3047-4f7e-90d8-ad6b2d5fb098'))),
  ),

  ep('i/webhooks/update', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    check(params);
    const w = own(state, me, params.webhookId, noSuch('fb0fea69-da18-45b1-828d-bd4fd1612518'));
    if (params.name !== undefined) w.name = params.name;
    if (params.url !== undefined) w.url = params.url;
    if (params.secret !== undefined) w.secret = params.secret ?? '';
    if (params.on !== undefined) w.on = [...params.on];
    if (params.active !== undefined) w.active = params.active;
  }),

  ep('i/webhooks/delete', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const w = own(state, me, params.webhookId, noSuch('bae73e5a-5522-4965-ae19-3a8688e71d82'));
    state.db.webhooks = list(state).filter((x) => x !== w);
  }),

  ep('i/webhooks/test', { ...cred, secure: true, kind: 'read:account' }, ({ state, me, params }) => {
    own(state, me, params.webhookId, noSuch('0c52149c-e913-18f8-5dc7-74870bfe0cf9'));
  }),
];
