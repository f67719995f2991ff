/**
 * Avatar decorations as Misskey 2025.9's control panel manages them (admin/avatar-decorations/*):
 * an admin, or a user whose role grants canManageAvatarDecorations, creates, lists, updates and
 * deletes them; get-avatar-decorations then offers them to everyone.
 */
import type { Endpoints } from 'misskey-js';
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { internalError } from '../http/errors';
import { paginateById } from '../http/params';
import { genId } from '../store/ids';
import { decorationRecs, decorationUrl, type DecorationRec } from '../store/decorations';

type Packed = Endpoints['admin/avatar-decorations/list']['res'][number];

const manage = { requireCredential: true, requiredRolePolicy: 'canManageAvatarDecorations' } as const;

function pack(state: State, d: DecorationRec): Packed {
  return {
    id: d.id,
    createdAt: new Date(d.createdAt).toISOString(),
    updatedAt: d.updatedAt == null ? null : new Date(d.updatedAt).toISOString(),
    name: d.name,
    description: d.description,
    url: decorationUrl(state, d),
    roleIdsThatCanBeUsedThisDecoration: d.roleIdsThatCanBeUsedThisDecoration,
  };
}

// Misskey looks the decoration up with findOneByOrFail: an unknown id is an internal error, not a client one.
function find(state: State, id: string): DecorationRec {
  const d = decorationRecs(state).find((x) => x.id === id);
  if (!d)
    throw internalError(
      Object.assign(new Error(`Could not find any entity of type "MiAvatarDecoration"`), { name: 'EntityNotFoundError' }),
    );
  return d;
}

export const avatarDecorationEndpoints = [
  ep('admin/avatar-decorations/list', manage, ({ state, params }) =>
    paginateById([...decorationRecs(state)].reverse(), params, 100, 100).map((d) => pack(state, d)),
  ),
  ep('admin/avatar-decorations/create', manage, ({ state, params }) => {
    const d: DecorationRec = {
      id: genId(),
      createdAt: Date.now(),
      updatedAt: null,
      name: params.name,
      description: params.description,
      url: params.url,
      roleIdsThatCanBeUsedThisDecoration: params.roleIdsThatCanBeUsedThisDecoration ?? [],
    };
    decorationRecs(state).push(d);
    state.events.emit('changed');
    return pack(state, d);
  }),
  ep('admin/avatar-decorations/update', manage, ({ state, params }) => {
    const d = find(state, params.id);
    if (params.name !== undefined) d.name = params.name;
    if (params.description !== undefined) d.description = params.description;
    if (params.url !== undefined) d.url = params.url;
    if (params.roleIdsThatCanBeUsedThisDecoration !== undefined)
      d.roleIdsThatCanBeUsedThisDecoration = params.roleIdsThatCanBeUsedThisDecoration;
    d.updatedAt = Date.now();
    state.events.emit('changed');
  }),
  ep('admin/avatar-decorations/delete', manage, ({ state, params }) => {
    const list = decorationRecs(state);
    list.splice(list.indexOf(find(state, params.id)), 1);
    state.events.emit('changed');
  }),
];
