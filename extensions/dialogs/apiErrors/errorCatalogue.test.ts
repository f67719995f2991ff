import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@kite/sdk';
import { ACCOUNT_ERROR_IDS } from '@kite/sdk';
import { isNoSuchKey, presentAccountError, presentApiError } from './errorCatalogue';

/** Renders message keys as their en-US text, like the real I18n without a language pack. */
const t = (k: MessageKey | string) => (typeof k === 'string' ? k : k.en);
const err = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  id: 'some-id',
  message: 'Some message.',
  endpoint: 'notes/create',
  ...extra,
});

describe('error catalogue (spec 1 §8)', () => {
  it('registry NO_SUCH_KEY is treated as no value; other codes are not', () => {
    expect(isNoSuchKey(err('NO_SUCH_KEY'))).toBe(true);
    expect(isNoSuchKey(err('INTERNAL_ERROR'))).toBe(false);
    expect(isNoSuchKey(null)).toBe(false);
  });

  it('INTERNAL_ERROR: title, description, Got it + Copy error info; copy has endpoint, info and ISO date', () => {
    const p = presentApiError(err('INTERNAL_ERROR', { info: { e: { message: 'boom' } } }), t, {
      now: () => new Date('2025-01-02T03:04:05.000Z'),
    });
    expect(p.title).toBe('Internal Server Error');
    expect(p.text).toBe('The server has run into an unexpected error.');
    expect(p.buttons).toEqual(['gotIt', 'copyErrorInfo']);
    expect(p.copy).toBe('Endpoint: notes/create\nInfo: {"e":{"message":"boom"}}\nDate: 2025-01-02T03:04:05.000Z');
  });

  it('RATE_LIMIT_EXCEEDED: temporary cannot-perform message', () => {
    const p = presentApiError(err('RATE_LIMIT_EXCEEDED'), t);
    expect(p.title).toBe('Temporarily unavailable');
    expect(p.text).toMatch(/cannot be performed temporarily/);
    expect(p.buttons).toEqual(['gotIt']);
  });

  it('INVALID_PARAM: invalid-parameter message', () => {
    const p = presentApiError(err('INVALID_PARAM'), t);
    expect(p.title).toBe('Invalid parameters');
    expect(p.text).toMatch(/request parameters are invalid/);
  });

  it('ROLE_PERMISSION_DENIED: permission-denied message', () => {
    const p = presentApiError(err('ROLE_PERMISSION_DENIED'), t);
    expect(p.title).toBe('Operation denied');
    expect(p.text).toMatch(/does not have the permission/);
  });

  it('ROLE_PERMISSION_DENIED is keyed on the code: moderator-only, admin-only and role-policy ids all show it', () => {
    const ids = ['d33d5333-db36-423d-a8f9-1a2b9549da41', 'c3d38592-54c0-429d-be96-5636b0431a61', '7f86f06f-7e15-4057-8561-f4b6d4ac755a'];
    for (const id of ids) {
      const p = presentApiError(err('ROLE_PERMISSION_DENIED', { id, message: 'You are not assigned to a moderator role.' }), t, {
        errors: { [id]: { title: 'X', text: 'Y' } },
      });
      expect(p.title).toBe('Operation denied');
    }
    // PERMISSION_DENIED (an app token lacking a permission) is a different row: message and id.
    expect(presentApiError(err('PERMISSION_DENIED', { id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838' }), t).title).toBe('Error');
  });

  it('code starting TOO_MANY: cannot create more, then the error id', () => {
    const p = presentApiError(err('TOO_MANY_CLIPS', { id: '920f7c2d' }), t);
    expect(p.title).toBe("You've hit the creation limit.");
    expect(p.text).toBe('Error: 920f7c2d');
  });

  it('message starting "Unexpected token": invalid-response message', () => {
    const p = presentApiError({ code: 'INVALID_RESPONSE', id: '', message: 'Unexpected token < in JSON at position 0', endpoint: 'i' }, t);
    expect(p.title).toBe('Invalid server response');
    expect(p.text).toMatch(/unreachable or undergoing maintenance/);
    expect(presentApiError({ code: 'INVALID_RESPONSE', id: '', message: 'Unexpected end of JSON input', endpoint: 'i' }, t).title).toBe(
      'Invalid server response',
    );
  });

  it('NETWORK_ERROR: the request never reached the server, said in words (not "Failed to fetch")', () => {
    const p = presentApiError({ code: 'NETWORK_ERROR', id: '', message: 'Failed to fetch', endpoint: 'notes/create' }, t);
    expect(p.text).toBe('Could not reach the server.');
    expect(p.text).not.toContain('Failed to fetch');
  });

  it('other id with a caller-supplied map: that map', () => {
    const p = presentApiError(err('NO_SUCH_NOTE', { id: 'abc' }), t, { errors: { abc: { title: 'Gone', text: 'The note was deleted.' } } });
    expect(p).toMatchObject({ title: 'Gone', text: 'The note was deleted.', buttons: ['gotIt'] });
  });

  it('the caller map does not override a catalogue row above it', () => {
    const p = presentApiError(err('RATE_LIMIT_EXCEEDED', { id: 'abc' }), t, { errors: { abc: { title: 'X', text: 'Y' } } });
    expect(p.title).toBe('Temporarily unavailable');
  });

  it('anything else: message and id', () => {
    const p = presentApiError(err('NO_SUCH_NOTE', { id: '24fcbfc6', message: 'No such note.' }), t);
    expect(p.title).toBe('Error');
    expect(p.text).toBe('No such note.\n24fcbfc6');
  });
});

describe('account fetch errors (spec 2 §8)', () => {
  it("suspended, deleted and revoked by Misskey's ids; others show the error JSON", () => {
    // The ids Misskey answers with (ApiCallService, endpoints/i.ts USER_IS_DELETED, AUTHENTICATION_FAILED).
    expect(ACCOUNT_ERROR_IDS).toEqual({
      suspended: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
      deleted: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
      revoked: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
    });
    expect(presentAccountError({ code: 'YOUR_ACCOUNT_SUSPENDED', id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370' }, t)).toMatchObject({
      failure: 'suspended',
      title: 'This account is suspended',
    });
    expect(presentAccountError({ code: 'USER_IS_DELETED', id: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a' }, t)).toMatchObject({
      failure: 'deleted',
      title: 'Account has been deleted',
    });
    expect(presentAccountError({ code: 'AUTHENTICATION_FAILED', id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14' }, t)).toMatchObject({
      failure: 'revoked',
      title: 'Invalid token detected',
    });
    const other = presentAccountError({ code: 'X', id: 'y', message: 'z' }, t);
    expect(other.failure).toBe('other');
    expect(other.title).toBe('Could not fetch account information');
    expect(JSON.parse(other.text)).toMatchObject({ code: 'X', id: 'y', message: 'z' });
  });
});
