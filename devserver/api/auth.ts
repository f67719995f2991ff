/**
 * Signing in and tokens: signin-flow, signup, MiAuth, token revocation.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep, rawEp } from '../http/endpoint';
import { ApiError, invalidParam } from '../http/errors';
import { X } from './errors';
import { appToken, checkPassword, nativeToken, newUser } from '../store/accounts';
import { packMe } from '../store/pack-user';
import { notify } from '../store/notify';
import { genId } from '../store/ids';

/** Signin errors: Misskey answers these with only an id. */
const SIGNIN = {
	noSuchUser: { status: 404, id: '6cc579cc-885d-43d8-95c2-b8c7fc963280' },
	suspended: { status: 403, id: 'e03a5f46-d309-4865-9b69-56282d94e1eb' },
	wrongPassword: { status: 403, id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c' },
	wrongTotp: { status: 403, id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f' },
} as const;

function signinError(which: keyof typeof SIGNIN): ApiError {
	const e = SIGNIN[which];
	return new ApiError({ message: 'Signin failed.', code: 'SIGNIN_FAILED', id: e.id, httpStatusCode: e.status });
}

export function signIn(state: State, user: UserRec): { id: string; i: string } {
	const t = nativeToken(state, user);
	user.lastActiveAt = Date.now();
	notify(state, { notifieeId: user.id, type: 'login' });
	state.events.emit('main', user.id, 'signin', { id: genId(), createdAt: new Date().toISOString(), ip: '127.0.0.1', headers: {}, success: true });
	return { id: user.id, i: t.token };
}

export function authenticateForm(state: State, username: string, password: string): UserRec | null {
	const user = state.userByName(username.replace(/^@/, ''));
	if (!user || user.host != null || !checkPassword(user, password) || user.isSuspended) return null;
	return user;
}

export const authEndpoints = [
	ep('signin-flow', {}, ({ state, params }) => {
		const username = params.username;
		if (typeof username !== 'string' || username === '') throw invalidParam('#/required', "must have required property 'username'");
		const user = state.userByName(username.replace(/^@/, ''));
		if (!user || user.host != null) throw signinError('noSuchUser');
		if (user.isSuspended) throw signinError('suspended');
		if (params.password == null) return { finished: false, next: 'password' } as const;
		if (!checkPassword(user, params.password)) throw signinError('wrongPassword');
		if (user.totp != null) {
			if (params.token == null) return { finished: false, next: 'totp' } as const;
			if (params.token !== user.totp) throw signinError('wrongTotp');
		}
		return { finished: true as const, ...signIn(state, user) };
	}),

	ep('signup', {}, ({ state, params }) => {
		if (!/^\w{1,20}$/.test(params.username ?? '')) throw invalidParam('#/properties/username/pattern', 'must match pattern "^\\w{1,20}$"');
		if (typeof params.password !== 'string' || params.password.length < 1) throw invalidParam('#/properties/password/minLength', 'must NOT have fewer than 1 characters');
		if (state.userByName(params.username)) throw new ApiError(X.USED_USERNAME);
		const user = newUser({ username: params.username, createdAt: Date.now(), password: params.password });
		state.addUser(user);
		const t = nativeToken(state, user);
		return { ...packMe(state, user), token: t.token };
	}),

	ep('username/available', {}, ({ state, params }) => ({ available: !state.userByName(params.username) })),

	ep('miauth/gen-token', { requireCredential: true, secure: true }, ({ state, params, me }) => {
		const t = appToken(state, me, { name: params.name ?? null, iconUrl: params.iconUrl ?? null, permission: params.permission });
		if (params.session) {
			const s = state.db.miauth.find(x => x.session === params.session);
			if (s) { s.userId = me.id; s.token = t.token; }
			else state.db.miauth.push({ session: params.session, name: params.name ?? null, iconUrl: params.iconUrl ?? null, callback: null, permission: params.permission, userId: me.id, token: t.token, createdAt: Date.now() });
		}
		notify(state, { notifieeId: me.id, type: 'createToken' });
		return { token: t.token };
	}),

	rawEp<{ session?: string }, { ok: false } | { ok: true; token: string; user: entities.MeDetailed }>('miauth/check', {}, ({ state, params }) => {
		const s = state.db.miauth.find(x => x.session === params.session);
		if (!s || !s.token || !s.userId) return { ok: false };
		const user = state.user(s.userId);
		if (!user) return { ok: false };
		const token = s.token;
		state.db.miauth = state.db.miauth.filter(x => x !== s);
		return { ok: true, token, user: packMe(state, user) };
	}),

	ep('i/revoke-token', { requireCredential: true, secure: true }, ({ state, params, me }) => {
		const key = 'tokenId' in params ? params.tokenId : params.token;
		const t = state.db.tokens.find(x => x.userId === me.id && (x.id === key || x.token === key));
		if (t) state.removeToken(t.token);
	}),

	ep('i/regenerate-token', { requireCredential: true, secure: true }, ({ state, me, params }) => {
		if (!checkPassword(me, params.password)) throw new ApiError({ message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: '8a4f2a5c-1b30-4a12-9f32-3b0a1e5f3c11' });
		const old = state.db.tokens.find(t => t.userId === me.id && t.permission == null);
		if (old) state.removeToken(old.token);
		nativeToken(state, me);
		state.events.emit('main', me.id, 'myTokenRegenerated', undefined);
	}),

	ep('i/apps', { requireCredential: true, secure: true }, ({ state, me }) =>
		state.db.tokens.filter(t => t.userId === me.id && t.permission != null).map(t => ({
			id: t.id, name: t.name ?? undefined, createdAt: new Date(t.createdAt).toISOString(),
			lastUsedAt: t.lastUsedAt == null ? undefined : new Date(t.lastUsedAt).toISOString(), permission: t.permission ?? [],
		}))),

	rawEp<Record<string, unknown>, never[]>('i/get-sub-account-tokens', { requireCredential: true }, () => []),
];
