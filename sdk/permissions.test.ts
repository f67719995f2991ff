import { describe, expect, it } from 'vitest';
import { permissions } from 'misskey-js/consts.js';
import { permissionText } from './permissions';

describe('permission words', () => {
  it('has words for every permission misskey-js knows, each its own message', () => {
    const ids = permissions.map((p) => permissionText(p)?.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(permissions.length);
    expect(permissionText('write:notes')?.en).toBe('Post and delete notes');
    expect(permissionText('read:admin:user-ips')?.id).toBe('permissions.read_admin_user_ips');
  });

  it('has none for a permission it does not know (shown by its id only)', () => {
    expect(permissionText('write:something-new')).toBeNull();
  });
});
