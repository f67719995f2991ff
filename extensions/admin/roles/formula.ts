import type { entities } from 'misskey-js';
import { rolesMessages as m } from './messages';
import type { MessageKey } from '@kite/sdk';

/** A conditional role's formula (misskey-js's RoleCondFormulaValue). */
export type Formula = entities.Role['condFormula'];
export type FormulaType = Formula['type'];

/** Every condition type, in Misskey's editor's order, with its name. */
export const formulaTypes: readonly { type: FormulaType; text: MessageKey }[] = [
  { type: 'isLocal', text: m.condIsLocal },
  { type: 'isRemote', text: m.condIsRemote },
  { type: 'isSuspended', text: m.condIsSuspended },
  { type: 'isLocked', text: m.condIsLocked },
  { type: 'isBot', text: m.condIsBot },
  { type: 'isCat', text: m.condIsCat },
  { type: 'isExplorable', text: m.condIsExplorable },
  { type: 'roleAssignedTo', text: m.condRoleAssignedTo },
  { type: 'createdLessThan', text: m.condCreatedLessThan },
  { type: 'createdMoreThan', text: m.condCreatedMoreThan },
  { type: 'followersLessThanOrEq', text: m.condFollowersLessThanOrEq },
  { type: 'followersMoreThanOrEq', text: m.condFollowersMoreThanOrEq },
  { type: 'followingLessThanOrEq', text: m.condFollowingLessThanOrEq },
  { type: 'followingMoreThanOrEq', text: m.condFollowingMoreThanOrEq },
  { type: 'notesLessThanOrEq', text: m.condNotesLessThanOrEq },
  { type: 'notesMoreThanOrEq', text: m.condNotesMoreThanOrEq },
  { type: 'and', text: m.condAnd },
  { type: 'or', text: m.condOr },
  { type: 'not', text: m.condNot },
];

let seq = 0;
/** A fresh id for a formula node (Misskey's editor keys its nodes by these; the server keeps them). */
export const nodeId = (): string => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A new node of `type`, keeping `id`; the first manual role for roleAssignedTo. */
export function newNode(type: FormulaType, id: string, firstRoleId = ''): Formula {
  switch (type) {
    case 'and':
    case 'or':
      return { id, type, values: [] };
    case 'not':
      return { id, type, value: { id: nodeId(), type: 'isLocal' } };
    case 'roleAssignedTo':
      return { id, type, roleId: firstRoleId };
    case 'createdLessThan':
    case 'createdMoreThan':
      return { id, type, sec: 86_400 };
    case 'followersLessThanOrEq':
    case 'followersMoreThanOrEq':
    case 'followingLessThanOrEq':
    case 'followingMoreThanOrEq':
    case 'notesLessThanOrEq':
    case 'notesMoreThanOrEq':
      return { id, type, value: 10 };
    default:
      return { id, type };
  }
}

/** Whether a value from the server is a formula node this editor understands (unknown ones are shown as isLocal). */
export function isFormula(v: unknown): v is Formula {
  return typeof v === 'object' && v != null && 'type' in v && formulaTypes.some((f) => f.type === v.type);
}
