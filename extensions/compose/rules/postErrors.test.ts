import { describe, expect, it } from 'vitest';
import { postErrorText } from './postErrors';
import { composeMessages as m } from '../messages';

describe('posting errors (spec 2 §8)', () => {
  it('maps rate limit, invalid param with info JSON, token missing, and anything else to Cannot post', () => {
    expect(postErrorText({ code: 'RATE_LIMIT_EXCEEDED', id: 'x', message: '' })).toEqual({
      title: m.rateLimitTitle,
      text: m.rateLimitText,
    });
    const inv = postErrorText({ code: 'INVALID_PARAM', id: 'x', message: '', info: { param: 'text' } });
    expect(inv.text).toBe(m.invalidParam);
    expect(inv.params?.info).toContain('"param": "text"');
    expect(postErrorText({ code: 'NO_ACCOUNT_TOKEN', id: '', message: '' }).text).toBe(m.noAccountToken);
    expect(postErrorText({ code: 'NO_SUCH_NOTE', id: 'abc', message: 'No such note.' })).toEqual({
      title: m.cannotPost,
      text: m.errorWithId,
      params: { message: 'No such note.', id: 'abc' },
    });
  });

  it('a request that never reached the server, or an unreadable answer, is said in words', () => {
    expect(postErrorText({ code: 'NETWORK_ERROR', id: '', message: 'Failed to fetch' })).toEqual({
      title: m.cannotPost,
      text: m.notReached,
    });
    expect(postErrorText({ code: 'INVALID_RESPONSE', id: '', message: "Unexpected token '<'" }).text).toBe(m.invalidResponse);
  });
});
