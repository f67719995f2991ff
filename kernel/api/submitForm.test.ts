// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { KernelApi } from './client';

describe('Api.submitForm (a form the server answers with a redirect, e.g. the OAuth decision)', () => {
  const api = new KernelApi({
    target: () => ({ origin: 'https://a.example', token: 'current-token' }),
    accountTarget: (id) => (id === 'b' ? { origin: 'https://a.example', token: 'b-token' } : null),
  });

  it('posts the fields and the chosen account’s token to a path of its server', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    await api.submitForm('/oauth/decision', { transaction_id: 'x' }, { tokenField: 'login_token', account: 'b' });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('https://a.example/oauth/decision');
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ transaction_id: 'x', login_token: 'b-token' });
    submit.mockRestore();
  });

  it('never sends the token elsewhere, and refuses without one', async () => {
    await expect(api.submitForm('//evil.example/x', {}, { tokenField: 'i' })).rejects.toThrow('invalid path');
    await expect(api.submitForm('https://evil.example/x', {}, { tokenField: 'i' })).rejects.toThrow('invalid path');
    await expect(api.submitForm('/x', {}, { tokenField: 'i', account: 'unknown' })).rejects.toThrow(/cannot find the token/);
    const visitor = new KernelApi({ target: () => ({ origin: 'https://a.example', token: null }) });
    await expect(visitor.submitForm('/x', {}, { tokenField: 'i' })).rejects.toThrow('there is no signed-in account.');
  });
});
