import type { entities } from 'misskey-js';
import { Api, Composer, Dialogs, I18n, Menus, MyLists, Navigation, Toasts, acctOf, isApiError, safeHttpUrl } from '@kite/sdk';
import type { MenuItem, ServiceResolver } from '@kite/sdk';
import { userMessages as m } from '../messages';
import { userChanges } from './changes';
import { muteDurations, rolePeriods } from './durations';

type User = entities.UserDetailed | entities.UserLite;

const nameOf = (u: User) => u.name ?? u.username;

function tools(s: ServiceResolver) {
  const i18n = s.resolve(I18n);
  return {
    api: s.resolve(Api),
    dialogs: s.resolve(Dialogs),
    t: (k: Parameters<typeof i18n.t>[0], p?: Parameters<typeof i18n.t>[1]) => i18n.t(k, p),
    toast: (text: string) => {
      if (s.has(Toasts)) s.resolve(Toasts).show(text, { icon: 'check' });
    },
  };
}

/** Runs a call with the progress and error dialogs; true when it succeeded. */
async function call(s: ServiceResolver, fn: (api: ReturnType<typeof tools>['api']) => Promise<unknown>): Promise<boolean> {
  try {
    await fn(s.resolve(Api));
    return true;
  } catch (e) {
    if (isApiError(e)) return false; // requestWithUi showed it
    throw e;
  }
}

/** What each user-menu item does (loaded on the first use of the menu). */
export const actions = {
  async copyLink(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    await navigator.clipboard.writeText(`${location.origin}/${acctOf(u)}`);
    toast(t(m.copied));
  },
  async copyUsername(s: ServiceResolver, u: User) {
    const { api, t, toast } = tools(s);
    // Misskey's form: always with the host, the server's own for a local user.
    await navigator.clipboard.writeText(`@${u.username}@${u.host ?? new URL(api.origin).host}`);
    toast(t(m.copiedText));
  },
  async copyRss(s: ServiceResolver, u: User) {
    const { api, t, toast } = tools(s);
    // The feed is the server's, not Kite's: a remote user's on their server.
    const server = u.host ? `https://${u.host}` : api.origin;
    await navigator.clipboard.writeText(`${server}/@${u.username}.atom`);
    toast(t(m.copiedText));
  },
  async searchNotes(s: ServiceResolver, u: User) {
    const q = new URLSearchParams({ username: u.username, ...(u.host ? { host: u.host } : {}) });
    s.resolve(Navigation).push(`/search?${q.toString()}`);
  },
  async sendMessage(s: ServiceResolver, u: User) {
    // Misskey's "send message": a note only this user sees, addressed to them.
    if (s.has(Composer))
      await s.resolve(Composer).open({ initialText: `${acctOf(u)} `, initialVisibility: 'specified', initialVisibleUsers: [u] });
  },
  async copyUserId(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    await navigator.clipboard.writeText(u.id);
    toast(t(m.copiedText));
  },
  async editProfile(s: ServiceResolver) {
    s.resolve(Navigation).push('/settings/profile');
  },
  async openOriginal(_s: ServiceResolver, u: User) {
    const url = safeHttpUrl(('url' in u && u.url) || ('uri' in u && u.uri) || '');
    if (url) window.open(url.href, '_blank', 'noopener');
  },
  async mention(s: ServiceResolver, u: User) {
    if (s.has(Composer)) await s.resolve(Composer).open({ initialText: `${acctOf(u)} ` });
  },
  async memo(s: ServiceResolver, u: User) {
    // The memo is edited on the profile (a multiline field); the menu opens it there.
    s.resolve(Navigation).push(`/${acctOf(u)}#memo`);
  },
  async lists(s: ServiceResolver, u: User) {
    const { api, t, toast } = tools(s);
    // The own lists from their 30-minute cache (spec 3 §9) when the lists extension is on; dropped after a change.
    const cache = s.has(MyLists) ? s.resolve(MyLists) : null;
    const lists = await (cache ? cache.get() : api.request('users/lists/list', {}));
    if (lists.length === 0) {
      await s.resolve(Dialogs).alert({ type: 'info', text: t(m.noLists) });
      return;
    }
    const items: MenuItem[] = lists.map((l) => ({
      type: 'switch',
      text: l.name,
      value: (l.userIds ?? []).includes(u.id),
      onChange: (on: boolean) => {
        void call(s, (a) => a.requestWithUi(on ? 'users/lists/push' : 'users/lists/pull', { listId: l.id, userId: u.id })).then((ok) => {
          if (!ok) return;
          cache?.invalidate();
          toast(t(on ? m.addedToList : m.removedFromList, { list: l.name }));
        });
      },
    }));
    await s.resolve(Menus).popup(items, document.activeElement instanceof HTMLElement ? document.activeElement : null);
  },
  async updateRemote(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    if (await call(s, (a) => a.requestWithUi('federation/update-remote-user', { userId: u.id }))) {
      toast(t(m.updatedRemote));
      userChanges.emit(u.id);
    }
  },
  async invalidateFollow(s: ServiceResolver, u: User) {
    const { dialogs, t, toast } = tools(s);
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.invalidateConfirm, { name: nameOf(u) }) }))) return;
    if (await call(s, (a) => a.requestWithUi('following/invalidate', { userId: u.id }))) {
      toast(t(m.removedFollower));
      userChanges.emit(u.id);
    }
  },
  async mute(s: ServiceResolver, u: User) {
    const { dialogs, t, toast } = tools(s);
    const r = await dialogs.open<string>({
      type: 'question',
      title: t(m.muteFor),
      select: { items: muteDurations.map((d) => ({ value: d.key, text: t(m[d.key]) })), default: 'muteForever' },
      showCancelButton: true,
    });
    if (r.canceled) return;
    const ms = muteDurations.find((d) => d.key === r.result)?.ms ?? null;
    const expiresAt = ms == null ? null : Date.now() + ms;
    if (await call(s, (a) => a.requestWithUi('mute/create', { userId: u.id, expiresAt }))) {
      toast(t(m.mutedUser, { name: nameOf(u) }));
      userChanges.emit(u.id);
    }
  },
  async unmute(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    if (await call(s, (a) => a.requestWithUi('mute/delete', { userId: u.id }))) {
      toast(t(m.unmutedUser, { name: nameOf(u) }));
      userChanges.emit(u.id);
    }
  },
  async renoteMute(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    if (await call(s, (a) => a.requestWithUi('renote-mute/create', { userId: u.id }))) {
      toast(t(m.renoteMuted, { name: nameOf(u) }));
      userChanges.emit(u.id);
    }
  },
  async renoteUnmute(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    if (await call(s, (a) => a.requestWithUi('renote-mute/delete', { userId: u.id }))) {
      toast(t(m.renoteUnmuted, { name: nameOf(u) }));
      userChanges.emit(u.id);
    }
  },
  async block(s: ServiceResolver, u: User) {
    const { dialogs, t, toast } = tools(s);
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.blockConfirm, { name: nameOf(u) }) }))) return;
    if (await call(s, (a) => a.requestWithUi('blocking/create', { userId: u.id }))) {
      toast(t(m.blockedUser, { name: nameOf(u) }));
      userChanges.emit(u.id);
    }
  },
  async unblock(s: ServiceResolver, u: User) {
    const { t, toast } = tools(s);
    if (await call(s, (a) => a.requestWithUi('blocking/delete', { userId: u.id }))) {
      toast(t(m.unblockedUser, { name: nameOf(u) }));
      userChanges.emit(u.id);
    }
  },
  async reportAbuse(s: ServiceResolver, u: User) {
    const { dialogs, t, toast } = tools(s);
    const r = await dialogs.open<string>({
      type: 'warning',
      title: t(m.reportTitle, { name: nameOf(u) }),
      text: t(m.reportPrompt),
      input: { minLength: 1, maxLength: 2048 },
      showCancelButton: true,
    });
    if (r.canceled || !r.result?.trim()) return;
    const comment = r.result.trim();
    if (await call(s, (a) => a.requestWithUi('users/report-abuse', { userId: u.id, comment }))) toast(t(m.reportSent));
  },
  /** Moderators: assign a manual role for a period (admin/roles/assign), as Misskey's user menu. */
  async roles(s: ServiceResolver, u: User) {
    const { api, dialogs, t, toast } = tools(s);
    const anchor = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const roles = (await api.request('admin/roles/list', {})).filter((r) => r.target === 'manual');
    if (roles.length === 0) {
      await dialogs.alert({ type: 'info', text: t(m.noManualRoles) });
      return;
    }
    const assign = async (role: entities.Role) => {
      const r = await dialogs.open<string>({
        type: 'question',
        title: t(m.rolePeriod, { role: role.name }),
        select: { items: rolePeriods.map((p) => ({ value: p.key, text: t(m[p.key]) })), default: 'muteForever' },
        showCancelButton: true,
      });
      if (r.canceled) return;
      const ms = rolePeriods.find((p) => p.key === r.result)?.ms ?? null;
      const expiresAt = ms == null ? null : Date.now() + ms;
      if (await call(s, (a) => a.requestWithUi('admin/roles/assign', { roleId: role.id, userId: u.id, expiresAt }))) {
        toast(t(m.roleAssigned, { role: role.name, name: nameOf(u) }));
        userChanges.emit(u.id);
      }
    };
    const items: MenuItem[] = roles.map((role) => ({ type: 'button', text: role.name, action: () => void assign(role) }));
    await s.resolve(Menus).popup(items, anchor);
  },
  async moderation(s: ServiceResolver, u: User) {
    s.resolve(Navigation).push(`/admin/user/${u.id}`);
  },
} satisfies Record<string, (s: ServiceResolver, u: User) => Promise<void>>;
