import { describe, expect, it } from 'vitest';
import { userShowParams } from './userQuery';

describe('userShowParams', () => {
  it('reads @acct as username and host, anything else as an id', () => {
    expect(userShowParams('@bob')).toEqual({ username: 'bob', host: null });
    expect(userShowParams('@frank@remote.example')).toEqual({ username: 'frank', host: 'remote.example' });
    expect(userShowParams('9xyzabc')).toEqual({ userId: '9xyzabc' });
  });
});
