import { describe, expect, it } from 'vitest';
import { formulaTypes, isFormula, newNode } from './formula';
import { policyDefs, policyOf } from './policies';

describe('role formula and policies', () => {
  it('a new node of each type has the fields Misskey reads, and keeps its id', () => {
    expect(newNode('and', 'a')).toEqual({ id: 'a', type: 'and', values: [] });
    expect(newNode('createdMoreThan', 'b')).toEqual({ id: 'b', type: 'createdMoreThan', sec: 86_400 });
    expect(newNode('notesMoreThanOrEq', 'c')).toEqual({ id: 'c', type: 'notesMoreThanOrEq', value: 10 });
    expect(newNode('roleAssignedTo', 'd', 'r1')).toEqual({ id: 'd', type: 'roleAssignedTo', roleId: 'r1' });
    const not = newNode('not', 'e');
    expect(not.type === 'not' && not.value.type).toBe('isLocal');
    for (const f of formulaTypes) expect(isFormula(newNode(f.type, 'x'))).toBe(true);
    expect(isFormula({ type: 'somethingNew' })).toBe(false);
    expect(isFormula(null)).toBe(false);
  });

  it('a policy the role does not set uses the default, with the server value; a set one keeps its own', () => {
    expect(policyOf({}, 'pinLimit', 5, 'number')).toEqual({ useDefault: true, priority: 0, value: 5 });
    expect(policyOf({ canInvite: { useDefault: false, priority: 2, value: true } }, 'canInvite', false, 'boolean')).toEqual({
      useDefault: false,
      priority: 2,
      value: true,
    });
    // A value of the wrong kind falls back to the server's.
    expect(policyOf({ pinLimit: { useDefault: false, value: true } }, 'pinLimit', 5, 'number').value).toBe(5);
    expect(new Set(policyDefs.map((p) => p.key)).size).toBe(policyDefs.length);
  });
});
