/**
 * Test-only endpoints under /__dev/ (disabled in proxy mode):
 * faults, drop-streams, silence-streams, queue-stats-tick, reset, post, bulk-notes, revoke, suspend, delete-account,
 * server-settings (registration, captcha, sign-in limit, e-mail, ads per notes), security-key (a passkey for a user),
 * mails (GET: the outbox, newest last), expire-links (ages reset and sign-up links past Misskey's 30 minutes).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { State } from '../store/state';
import type { Faults } from './faults';
import { readBody, sendJson, setCors } from '../http/respond';
import { createNote } from '../store/notes-service';
import { packNote } from '../store/pack-note';
import { ApiError } from '../http/errors';
import { defaultServerSettings } from '../store/server-settings';
import { clearTickets } from '../api/admin';
import { clearServerMeta } from '../store/serverMeta';
import { clearHostModeration } from '../api/federationAdmin';
import { clearQueues } from '../api/adminQueue';
import { queueStatsOf } from '../streaming/stats';
import { clearAbuseReports } from '../api/abuseReports';
import { LINK_LIFETIME_MS, accountMail, clearAccountMail } from '../store/accountMail';
import type { CaptchaKind, ServerSettings } from '../store/server-settings';

const CAPTCHAS: readonly CaptchaKind[] = ['hcaptcha', 'recaptcha', 'turnstile', 'mcaptcha', 'testcaptcha'];

/** The settings a /__dev/server-settings body names; anything else is ignored. */
function parseServerSettings(body: Record<string, unknown>): Partial<ServerSettings> {
  const out: Partial<ServerSettings> = {};
  if (typeof body.disableRegistration === 'boolean') out.disableRegistration = body.disableRegistration;
  if (typeof body.emailRequiredForSignup === 'boolean') out.emailRequiredForSignup = body.emailRequiredForSignup;
  if (body.captcha === null || CAPTCHAS.includes(body.captcha as CaptchaKind)) out.captcha = body.captcha as CaptchaKind | null;
  if (Array.isArray(body.invitationCodes)) out.invitationCodes = body.invitationCodes.filter((c): c is string => typeof c === 'string');
  if (body.signinLimit === null || typeof body.signinLimit === 'number') out.signinLimit = body.signinLimit;
  if (typeof body.enableEmail === 'boolean') out.enableEmail = body.enableEmail;
  if (Number.isInteger(body.notesPerOneAd) && (body.notesPerOneAd as number) >= 0) out.notesPerOneAd = body.notesPerOneAd as number;
  if (Array.isArray(body.extraEndpoints)) out.extraEndpoints = body.extraEndpoints.filter((c): c is string => typeof c === 'string');
  return out;
}

export interface DevHooks {
  state: State;
  faults: Faults;
  dropStreams(): void;
  reset(): Promise<void>;
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8');
  if (!raw) return {};
  const v: unknown = JSON.parse(raw);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export async function handleDev(req: IncomingMessage, res: ServerResponse, path: string, hooks: DevHooks): Promise<void> {
  setCors(res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const { state, faults } = hooks;
  try {
    if (path === '/__dev/faults' && req.method === 'GET') return sendJson(res, 200, faults.list());
    if (path === '/__dev/faults' && req.method === 'DELETE') {
      faults.clear();
      return sendJson(res, 200, { ok: true });
    }
    if (path === '/__dev/mails' && req.method === 'GET') return sendJson(res, 200, accountMail(state).mails);
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
    const body = await jsonBody(req);
    switch (path) {
      case '/__dev/faults': {
        if (body.clear === true) {
          faults.clear();
          return sendJson(res, 200, { ok: true });
        }
        const q = faults.add({
          endpoint: String(body.endpoint ?? '*'),
          fault: typeof body.fault === 'string' ? body.fault : null,
          slowMs: typeof body.slowMs === 'number' ? body.slowMs : undefined,
          times: typeof body.times === 'number' ? body.times : undefined,
        });
        return sendJson(res, 200, { ok: true, fault: q });
      }
      case '/__dev/drop-streams':
        hooks.dropStreams();
        return sendJson(res, 200, { ok: true });
      case '/__dev/queue-stats-tick':
        // The job-queue charts' next sample now, not in Misskey's 10 s.
        queueStatsOf(state).tick();
        return sendJson(res, 200, { ok: true });
      case '/__dev/silence-streams':
        state.events.emit('silenceStreams');
        return sendJson(res, 200, { ok: true });
      case '/__dev/reset':
        await hooks.reset();
        state.settings = defaultServerSettings();
        clearAccountMail(state);
        clearTickets(state);
        clearServerMeta(state);
        clearAbuseReports(state);
        clearHostModeration(state);
        clearQueues(state);
        return sendJson(res, 200, { ok: true });
      case '/__dev/expire-links': {
        const store = accountMail(state);
        for (const r of [...store.resets, ...store.pendings]) r.createdAt -= LINK_LIFETIME_MS + 1000;
        return sendJson(res, 200, { ok: true });
      }
      case '/__dev/server-settings':
        // What an admin sets in the control panel: invitation-only, email confirmation, captcha, sign-in limit.
        state.settings = { ...state.settings, ...parseServerSettings(body), signinAttempts: 0 };
        return sendJson(res, 200, { ok: true });
      case '/__dev/security-key': {
        // Registers a passkey (P-256 public key as a JWK) as `i/2fa/register-key` would after the browser ceremony.
        const user = state.userByName(String(body.username ?? '').replace(/^@/, ''));
        const jwk = body.publicKey as Record<string, unknown> | undefined;
        if (!user || typeof body.id !== 'string' || !jwk || typeof jwk.x !== 'string' || typeof jwk.y !== 'string')
          return sendJson(res, 400, { error: 'username, id and publicKey {x, y} required' });
        user.securityKeys = [
          ...(user.securityKeys ?? []),
          { id: body.id, name: String(body.name ?? 'key'), publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } },
        ];
        state.changed();
        return sendJson(res, 200, { ok: true });
      }
      case '/__dev/post': {
        const user = state.userByName(String(body.username ?? '').replace(/^@/, ''));
        if (!user) return sendJson(res, 404, { error: 'no such user' });
        const note = createNote(state, user, {
          text: typeof body.text === 'string' ? body.text : null,
          cw: typeof body.cw === 'string' ? body.cw : null,
          visibility: (['public', 'home', 'followers', 'specified'] as const).find((v) => v === body.visibility),
          replyId: typeof body.replyId === 'string' ? body.replyId : null,
          renoteId: typeof body.renoteId === 'string' ? body.renoteId : null,
          channelId: typeof body.channelId === 'string' ? body.channelId : null,
          localOnly: body.localOnly === true,
          fileIds: Array.isArray(body.fileIds) ? body.fileIds.map(String) : [],
        });
        state.changed();
        return sendJson(res, 200, { createdNote: packNote(state, note, null, { detail: true }) });
      }
      case '/__dev/bulk-notes': {
        // Benchmarks and virtualisation tests need thousands of notes: `count` silent notes
        // by `username`, older than everything seeded, so they extend the timeline downwards.
        const user = state.userByName(String(body.username ?? '').replace(/^@/, ''));
        if (!user) return sendJson(res, 404, { error: 'no such user' });
        const count = Math.min(20000, Math.max(0, Number(body.count ?? 0) | 0));
        const oldest = state.db.notes.reduce((m, n) => Math.min(m, n.createdAt), Date.now());
        for (let i = 1; i <= count; i++) {
          createNote(state, user, {
            text: `Bulk note ${i} — ${'lorem ipsum '.repeat(1 + (i % 4))}`,
            createdAt: oldest - i * 1000,
            silent: true,
          });
        }
        state.changed();
        return sendJson(res, 200, { ok: true, count });
      }
      case '/__dev/suspend': {
        // Like admin/suspend-user without needing a moderator's token; `suspended: false` lifts it.
        const user = state.userByName(String(body.username ?? '').replace(/^@/, ''));
        if (!user) return sendJson(res, 404, { error: 'no such user' });
        user.isSuspended = body.suspended !== false;
        state.changed();
        return sendJson(res, 200, { ok: true });
      }
      case '/__dev/delete-account': {
        // The account stays with its tokens, as while Misskey's deletion runs: `i` answers USER_IS_DELETED.
        const user = state.userByName(String(body.username ?? '').replace(/^@/, ''));
        if (!user) return sendJson(res, 404, { error: 'no such user' });
        user.isDeleted = true;
        state.changed();
        return sendJson(res, 200, { ok: true });
      }
      case '/__dev/revoke': {
        const token = String(body.token ?? '');
        const existed = state.token(token) != null;
        if (existed) state.removeToken(token);
        state.changed();
        return sendJson(res, 200, { ok: existed });
      }
      default:
        return sendJson(res, 404, { error: 'unknown dev endpoint' });
    }
  } catch (e) {
    if (e instanceof ApiError) return sendJson(res, e.status, e.toBody());
    return sendJson(res, 400, { error: e instanceof Error ? e.message : String(e) });
  }
}
