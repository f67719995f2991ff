// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { Api, I18n, ServiceProvider, Viewer, interpolate } from '@kite/sdk';
import type { ApiService, I18nService, MessageKey, ServiceResolver, Token, ViewerInfo, ViewerService } from '@kite/sdk';
import { ChatGate } from './ChatGate';
import { ConversationView } from '../conversation/ConversationView';

afterEach(cleanup);

const message: entities.ChatMessageLite = {
  id: 'm1',
  createdAt: '2025-01-01T00:00:00Z',
  fromUserId: 'other',
  toUserId: 'me',
  text: 'hi there',
  reactions: [],
};

function renderGate(availability: 'available' | 'readonly' | 'unavailable') {
  const me = { id: 'me', username: 'me', name: null, policies: { chatAvailability: availability } } as entities.MeDetailed;
  const info: ViewerInfo = { signedIn: true, me, isStaff: false, meta: null };
  const viewer: ViewerService = { info, subscribe: () => () => {}, requestSignin: () => {} };
  const i18n: Pick<I18nService, 'lang' | 't' | 'subscribe' | 'formatDate'> = {
    lang: 'en-US',
    t: (k: MessageKey | string, p?: Record<string, string | number>) => interpolate(typeof k === 'string' ? k : k.en, p),
    subscribe: () => () => {},
    formatDate: (d) => new Date(d).toISOString(),
  };
  const api: Pick<ApiService, 'request'> = { request: async () => [message] as never };
  const map = new Map<symbol, unknown>([
    [Viewer.key, viewer],
    [I18n.key, i18n],
    [Api.key, api],
  ]);
  const services: ServiceResolver = { resolve: <T,>(t: Token<T>) => map.get(t.key) as T, has: (t) => map.has(t.key) };
  render(
    <ServiceProvider services={services}>
      <ChatGate>{(m, readOnly) => <ConversationView target={{ kind: 'user', id: 'other' }} me={m} readOnly={readOnly} />}</ChatGate>
    </ServiceProvider>,
  );
}

describe('chat availability (role policy chatAvailability)', () => {
  it('available: the conversation with its message box', async () => {
    renderGate('available');
    expect(await screen.findByText('hi there')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('readonly: messages are shown, the message box is replaced by a notice', async () => {
    renderGate('readonly');
    expect(await screen.findByText('hi there')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('read-only');
  });

  it('unavailable: the not-available page, no conversation', () => {
    renderGate('unavailable');
    expect(screen.getByText('Chat is not available')).toBeTruthy();
    expect(screen.queryByText('hi there')).toBeNull();
  });
});
