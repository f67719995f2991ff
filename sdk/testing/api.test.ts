import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { mockApi, UnmockedEndpointError } from './api';
import { noteFixture } from './fixtures/notes';
import { userFixture } from './fixtures/users';

describe('mockApi', () => {
  it('answers from the handler of the endpoint, with the parameters sent, and records each call', async () => {
    const api = mockApi({ 'notes/show': ({ noteId }) => noteFixture({ id: noteId, text: 'found' }) });
    const note = await api.request('notes/show', { noteId: 'n1' }, { token: 't' });
    expect(note).toMatchObject({ id: 'n1', text: 'found' });
    expect(api.calls).toEqual([{ method: 'request', endpoint: 'notes/show', params: { noteId: 'n1' }, opts: { token: 't' } }]);
    expect(api.endpoints()).toEqual(['notes/show']);
    expect(api.paramsOf('notes/show')).toEqual([{ noteId: 'n1' }]);
  });

  it('rejects a call to an endpoint without a handler, naming it', async () => {
    const api = mockApi({});
    const call = api.request('users/show', { userId: 'u' });
    await expect(call).rejects.toBeInstanceOf(UnmockedEndpointError);
    await expect(call).rejects.toThrow('no answer for "users/show"');
    expect(api.endpoints()).toEqual(['users/show']);
  });

  it('turns a handler that throws into a rejection with its error', async () => {
    const gone = new ApiError({ code: 'NO_SUCH_NOTE', id: 'x', message: 'gone', endpoint: 'notes/show' });
    const api = mockApi({
      'notes/show': () => {
        throw gone;
      },
    });
    await expect(api.request('notes/show', { noteId: 'n' })).rejects.toBe(gone);
  });

  it('requestWithUi records the error it shows and rethrows it; showError records; get shares the handlers', async () => {
    const api = mockApi({
      'users/show': async () => {
        throw new Error('offline');
      },
    });
    await expect(api.requestWithUi('users/show', { userId: 'u' })).rejects.toThrow('offline');
    await api.showError('later');
    expect(api.shownErrors.map(String)).toEqual(['Error: offline', 'later']);
    api.answer('users/show', () => userFixture({ username: 'frank' }));
    expect(await api.get('users/show', { userId: 'u' })).toMatchObject({ username: 'frank' });
    expect(api.calls.map((c) => c.method)).toEqual(['requestWithUi', 'get']);
  });

  it('postMultipart rejects until the test answers it, then answers and records the form', async () => {
    const api = mockApi();
    const form = new FormData();
    form.set('name', 'a.png');
    await expect(api.postMultipart('drive/files/create', form)).rejects.toThrow('no answer for "drive/files/create (multipart)"');
    api.answerMultipart(({ fields }) => ({ status: 200, text: JSON.stringify({ name: fields.get('name') }) }));
    expect(await api.postMultipart('drive/files/create', form)).toEqual({ status: 200, text: '{"name":"a.png"}' });
    expect(api.multipartCalls.map((c) => c.endpoint)).toEqual(['drive/files/create', 'drive/files/create']);
  });
});
