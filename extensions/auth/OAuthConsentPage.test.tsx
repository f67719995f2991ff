// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Accounts, Api, Viewer } from '@kite/sdk';
import type { AccountSummary, AccountsService } from '@kite/sdk';
import { meFixture, mockApi, provide, renderWithServices, viewerDouble } from '@kite/sdk/testing';
import OAuthConsentPage from './OAuthConsentPage';
import { takeOAuthRequest } from './oauthRequest';

let page = 0;
beforeEach(() => {
  // Each test is a fresh page load of /oauth/authorize (the request is read once per address).
  history.replaceState(null, '', `/oauth/authorize?n=${++page}`);
});
afterEach(() => {
  cleanup();
  for (const el of document.head.querySelectorAll('meta')) el.remove();
});

function tags(entries: Record<string, string>) {
  for (const [name, content] of Object.entries(entries)) {
    const el = document.createElement('meta');
    el.name = name;
    el.content = content;
    document.head.append(el);
  }
}

const consent = {
  'misskey:oauth:transaction-id': 'txn-1',
  'misskey:oauth:client-name': 'Kite Test App',
  'misskey:oauth:client-logo': 'javascript:alert(1)',
  'misskey:oauth:scope': 'read:account write:notes write:future-thing',
};

function account(id: string, username: string, name: string): AccountSummary {
  return { id, origin: location.origin, host: location.host, username, user: meFixture({ id, username, name }), addedAt: 0 };
}

function accountsDouble(list: AccountSummary[]): AccountsService {
  const nothing = () => Promise.reject(new Error('not in this test'));
  return {
    state: 'ready',
    accounts: list,
    current: list[0] ?? null,
    me: list[0]?.user ?? null,
    subscribe: () => () => {},
    switch: nothing,
    signIn: nothing,
    completeMiAuth: nothing,
    remove: nothing,
    signOut: nothing,
    refresh: nothing,
    apiFor: () => mockApi(),
  };
}

function setup(list: AccountSummary[]) {
  const api = mockApi({}, { origin: location.origin });
  renderWithServices(<OAuthConsentPage />, {
    services: [
      provide(Api, api),
      provide(Accounts, accountsDouble(list)),
      provide(Viewer, viewerDouble(list[0] ? { signedIn: true, me: list[0].user } : {})),
    ],
  });
  return api;
}

describe('/oauth/authorize', () => {
  it('shows the app, its scopes in words (an unknown one by name) and who authorises; Allow posts the decision', async () => {
    tags(consent);
    const api = setup([account('a1', 'alice', 'Alice')]);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe(
      'Kite Test App asks for access to your account',
    );
    // A logo that is not http(s) is not shown.
    expect(document.querySelector('img')).toBeNull();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/read:account$/);
    expect(items[0]?.length).toBeGreaterThan('read:account'.length);
    expect(items[2]).toBe('write:future-thing');
    expect(screen.getByText('Alice')).toBeTruthy();
    // The transaction id is taken out of the page once read.
    expect(document.querySelector('meta[name="misskey:oauth:transaction-id"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(api.submittedForms).toEqual([
      { path: '/oauth/decision', fields: { transaction_id: 'txn-1' }, opts: { tokenField: 'login_token', account: 'a1' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Returning to the app…');
  });

  it('lets the person pick another stored account of this server, and Deny cancels', async () => {
    tags({ ...consent, 'misskey:oauth:client-logo': 'https://app.example/logo.png' });
    const api = setup([account('a1', 'alice', 'Alice'), account('b2', 'bob', 'Bob')]);
    fireEvent.change(await screen.findByLabelText('Account to authorise', undefined, { timeout: 5000 }), { target: { value: 'b2' } });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://app.example/logo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(api.submittedForms[0]).toMatchObject({ fields: { transaction_id: 'txn-1', cancel: 'cancel' }, opts: { account: 'b2' } });
  });

  it('shows a refused request with the server’s reason and no buttons', () => {
    tags({ 'kite:oauth:error': 'invalid_request', 'kite:oauth:error-description': 'Invalid redirect_uri' });
    setup([account('a1', 'alice', 'Alice')]);
    expect(screen.getByRole('alert').textContent).toContain('(Invalid redirect_uri)');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says so when the page was not opened by an app', () => {
    setup([account('a1', 'alice', 'Alice')]);
    expect(screen.getByRole('alert').textContent).toContain('There is no authorisation request here');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('asks a signed-out person to sign in first', () => {
    tags(consent);
    setup([]);
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('reads the request once per address', () => {
    tags(consent);
    const first = takeOAuthRequest();
    expect(first).toMatchObject({ kind: 'consent', transactionId: 'txn-1', clientLogo: null });
    expect(takeOAuthRequest()).toBe(first);
  });
});
