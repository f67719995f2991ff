/**
 * The MiAuth approval page: GET /miauth/{session}?name=&icon=&callback=&permission=
 * shows a plain HTML form (no script); POST signs in with username + password and,
 * on approval, issues the token and redirects to callback?session=….
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { State } from '../store/state';
import { authenticateForm } from '../api/auth';
import { appToken } from '../store/accounts';
import { notify } from '../store/notify';
import { readBody } from '../http/respond';
import { htmlHeaders } from './client';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;font:inherit}button{font:inherit;padding:.4rem 1rem;margin-right:.5rem}ul{padding-left:1.2rem}.error{color:#b00}img{width:48px;height:48px;border-radius:8px}</style></head><body>${body}</body></html>`;
}

async function send(res: ServerResponse, status: number, html: string): Promise<void> {
  res.writeHead(status, await htmlHeaders(null));
  res.end(html);
}

function sessionOf(state: State, session: string, q: URLSearchParams) {
  let s = state.db.miauth.find((x) => x.session === session);
  if (!s) {
    s = { session, name: null, iconUrl: null, callback: null, permission: [], userId: null, token: null, createdAt: Date.now() };
    state.db.miauth.push(s);
  }
  if (q.has('name')) s.name = q.get('name');
  if (q.has('icon')) s.iconUrl = q.get('icon');
  if (q.has('callback')) s.callback = q.get('callback');
  if (q.has('permission'))
    s.permission = (q.get('permission') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
  return s;
}

function form(s: ReturnType<typeof sessionOf>, error = ''): string {
  const perms = s.permission.length
    ? `<ul>${s.permission.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`
    : '<p>No permissions requested.</p>';
  const icon = s.iconUrl && /^https?:\/\//.test(s.iconUrl) ? `<img src="${esc(s.iconUrl)}" alt="">` : '';
  return page(
    'Authorize application',
    `${icon}<h1>Authorize ${esc(s.name ?? 'an application')}?</h1>
<p>It asks for these permissions:</p>${perms}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/miauth/${encodeURIComponent(s.session)}">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit" name="action" value="accept">Allow</button><button type="submit" name="action" value="deny" formnovalidate>Deny</button>
</form>`,
  );
}

export async function miauthPage(req: IncomingMessage, res: ServerResponse, state: State, session: string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  if (req.method !== 'POST') {
    await send(res, 200, form(sessionOf(state, session, url.searchParams)));
    return;
  }
  const s = sessionOf(state, session, new URLSearchParams());
  const fields = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
  if (fields.get('action') === 'deny') {
    state.db.miauth = state.db.miauth.filter((x) => x !== s);
    await send(res, 200, page('Denied', '<h1>Access denied</h1><p>The application was not authorized. You can close this page.</p>'));
    return;
  }
  const user = authenticateForm(state, fields.get('username') ?? '', fields.get('password') ?? '');
  if (!user) {
    await send(res, 403, form(s, 'Wrong username or password.'));
    return;
  }
  const t = appToken(state, user, { name: s.name, iconUrl: s.iconUrl, permission: s.permission });
  s.userId = user.id;
  s.token = t.token;
  notify(state, { notifieeId: user.id, type: 'createToken' });
  state.changed();
  if (!s.callback || !/^https?:\/\//i.test(s.callback)) {
    await send(res, 200, page('Authorized', '<h1>Authorized</h1><p>You can close this page and go back to the application.</p>'));
    return;
  }
  const cb = new URL(s.callback);
  cb.searchParams.set('session', s.session);
  const sameOrigin = cb.host === req.headers.host;
  if (sameOrigin) {
    res.writeHead(303, { Location: cb.href });
    res.end();
    return;
  }
  // form-action 'self' would block a cross-origin redirect after a form post; a refresh is not subject to it.
  res.writeHead(200, { ...(await htmlHeaders(null)), Refresh: `0; url=${cb.href}` });
  res.end(page('Authorized', `<h1>Authorized</h1><p><a href="${esc(cb.href)}">Continue to the application</a></p>`));
}
