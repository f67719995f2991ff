import { describe, expect, it } from 'vitest';
import { plainName } from './UserName';

describe('plainName', () => {
  it('drops custom emoji codes from a display name', () => {
    expect(plainName({ name: 'Alice :kite:', username: 'alice' })).toBe('Alice');
    expect(plainName({ name: ':blobcat: Bob :party@remote.example: x', username: 'bob' })).toBe('Bob x');
  });
  it('keeps a colon that is not an emoji code', () => {
    expect(plainName({ name: 'Time: 10:30', username: 't' })).toBe('Time: 10:30');
  });
  it('falls back to the username when nothing else is left', () => {
    expect(plainName({ name: ':kite:', username: 'alice' })).toBe('alice');
    expect(plainName({ name: null, username: 'carol' })).toBe('carol');
  });
});
