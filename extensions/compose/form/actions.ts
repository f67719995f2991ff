import type { entities } from 'misskey-js';
import type { ApiService, DialogService, DriveService, I18nService, MenuItem, MenuService, NoteVisibility } from '@kite/sdk';
import { composeMessages as m } from '../messages';
import { selectableVisibilities } from '../rules/visibility';
import { hasContent } from '../drafts/localDrafts';
import { deleteServerDraft, draftToForm, listServerDrafts, saveServerDraft } from '../drafts/serverDrafts';
import type { PostFormModel } from './usePostForm';

const VIS_TEXT: Record<NoteVisibility, [keyof typeof m, keyof typeof m]> = {
  public: ['public', 'publicDesc'],
  home: ['home', 'homeDesc'],
  followers: ['followers', 'followersDesc'],
  specified: ['specified', 'specifiedDesc'],
};
export const visibilityLabel = (v: NoteVisibility) => m[VIS_TEXT[v][0]];

export function visibilityMenu(f: PostFormModel, i18n: I18nService): MenuItem[] {
  return selectableVisibilities(!!f.me?.isSilenced).map((v) => ({
    text: i18n.t(m[VIS_TEXT[v][0]]),
    caption: i18n.t(m[VIS_TEXT[v][1]]),
    active: f.draft.visibility === v,
    icon: v === 'public' ? 'world' : v === 'home' ? 'home' : v === 'followers' ? 'lock' : 'mail',
    action: () => f.update({ visibility: v }),
  }));
}

/** Turning federation off asks first, unless "never show" was saved (spec 2 §4). */
export async function toggleLocalOnly(f: PostFormModel, dialogs: DialogService, i18n: I18nService): Promise<void> {
  if (f.draft.localOnly || f.cprefs.get('neverShowLocalOnlyInfo')) return f.update({ localOnly: !f.draft.localOnly });
  let answer: 'ok' | 'never' | null = null;
  await dialogs.open({
    type: 'question',
    text: i18n.t(m.federationOffConfirm),
    showOkButton: false,
    actions: [
      { text: 'OK', primary: true, callback: () => void (answer = 'ok') },
      { text: i18n.t(m.neverShow), callback: () => void (answer = 'never') },
      { text: i18n.t(m.cancel), callback: () => void (answer = null) },
    ],
  });
  if (!answer) return;
  if (answer === 'never') f.cprefs.set('neverShowLocalOnlyInfo', true);
  f.update({ localOnly: true });
}

export function attachMenu(f: PostFormModel, drive: DriveService, i18n: I18nService, pickLocal: () => void): MenuItem[] {
  return [
    { text: i18n.t(m.uploadFromDevice), icon: 'upload', action: pickLocal },
    {
      text: i18n.t(m.fromDrive),
      icon: 'cloud',
      action: async () => {
        const files = await drive.pickFiles({ multiple: true });
        if (files.length) f.setDraft((d) => ({ ...d, files: [...d.files, ...files.filter((x) => !d.files.some((y) => y.id === x.id))] }));
      },
    },
  ];
}

/** An attached file's menu: preview, caption, sensitive, detach (Misskey's attachment menu). */
export function attachedFileMenu(
  f: PostFormModel,
  file: entities.DriveFile,
  drive: DriveService,
  api: ApiService,
  i18n: I18nService,
): MenuItem[] {
  const replace = (next: entities.DriveFile) => f.setDraft((d) => ({ ...d, files: d.files.map((x) => (x.id === next.id ? next : x)) }));
  return [
    { text: i18n.t(m.previewFile), icon: 'photo', action: () => drive.preview(file) },
    {
      text: i18n.t(m.describeFile),
      icon: 'file',
      caption: file.comment ?? undefined,
      action: async () => {
        const comment = await drive.describe(file);
        if (comment != null) replace({ ...file, comment: comment || null });
      },
    },
    {
      type: 'switch',
      text: i18n.t(m.markSensitive),
      icon: 'eyeOff',
      value: file.isSensitive,
      onChange: (v) => {
        void api.requestWithUi('drive/files/update', { fileId: file.id, isSensitive: v }).then(() => replace({ ...file, isSensitive: v }));
      },
    },
    {
      text: i18n.t(m.removeFile, { name: file.name }),
      icon: 'x',
      danger: true,
      action: () => f.setDraft((d) => ({ ...d, files: d.files.filter((x) => x.id !== file.id) })),
    },
  ];
}

/** The "more" menu: drafts (when the policy allows), post as another account, reaction acceptance, and `postForm` contributions. */
export function moreMenu(
  f: PostFormModel,
  deps: { api: ApiService; dialogs: DialogService; i18n: I18nService; menus: MenuService },
): MenuItem[] {
  const { api, dialogs, i18n } = deps;
  const t = (k: (typeof m)[keyof typeof m], p?: Record<string, string | number>) => i18n.t(k, p);
  const items: MenuItem[] = [];
  const draftLimit = f.me?.policies?.noteDraftLimit ?? 0;
  if (draftLimit > 0) {
    const disabled = f.postAccount != null;
    items.push({ type: 'label', text: t(m.drafts) });
    items.push({
      text: t(m.saveDraft),
      icon: 'download',
      disabled,
      caption: disabled ? t(m.draftsDisabledOtherAccount) : undefined,
      action: async () => {
        if (disabled) return;
        if (!hasContent(f.draft)) return void dialogs.alert({ type: 'error', text: t(m.cannotCreateDraft) });
        try {
          f.setServerDraftId(await saveServerDraft(api, f.draft, f.context, f.serverDraftId));
          await dialogs.alert({ type: 'success', text: t(m.draftSaved) });
        } catch (e) {
          await f.showError(e);
        }
      },
    });
    items.push({
      text: t(m.listDrafts),
      icon: 'list',
      disabled,
      caption: disabled ? t(m.draftsDisabledOtherAccount) : undefined,
      action: async () => {
        if (disabled) return;
        const drafts = await listServerDrafts(api);
        if (!drafts.length) return void dialogs.alert({ type: 'info', text: t(m.noDrafts) });
        const r = await dialogs.open<string>({
          title: t(m.listDrafts),
          select: {
            items: drafts.map((d) => ({
              value: d.id,
              text: (d.cw ? `[${d.cw}] ` : '') + ((d.text ?? '').slice(0, 60) || t(m.emptyDraft)),
            })),
            default: drafts[0].id,
          },
          okText: t(m.loadDraft),
          showCancelButton: true,
        });
        if (r.canceled) return;
        const chosen = drafts.find((d) => d.id === r.result);
        if (!chosen) return;
        f.setDraft((d) => ({ ...d, ...draftToForm(chosen) }));
        f.setServerDraftId(chosen.id);
      },
    });
    if (f.serverDraftId)
      items.push({
        text: t(m.deleteDraft),
        icon: 'trash',
        danger: true,
        action: async () => {
          await deleteServerDraft(api, f.serverDraftId!);
          f.setServerDraftId(null);
        },
      });
    items.push({ type: 'divider' });
  }
  const others = f.accounts?.accounts.filter((a) => a.id !== f.accounts?.current?.id) ?? [];
  if (others.length) {
    items.push({
      type: 'parent',
      text: t(m.postAs),
      icon: 'user',
      children: [
        { type: 'radioOption', text: `@${f.me?.username ?? ''}`, active: f.postAccount == null, action: () => f.setPostAccount(null) },
        ...others.map((a): MenuItem => ({
          type: 'radioOption',
          text: `@${a.username}@${a.host}`,
          active: f.postAccount?.id === a.id,
          action: () => f.setPostAccount(a),
        })),
      ],
    });
  }
  // Freeze after posting (spec 2 §4): the form stays with a check mark instead of being cleared.
  items.push({
    type: 'switch',
    text: t(m.keepAfterPost),
    icon: 'check',
    value: f.cprefs.get('keepPostFormAfterPost'),
    onChange: (v) => f.cprefs.set('keepPostFormAfterPost', v),
  });
  const acc: [string | null, keyof typeof m][] = [
    [null, 'accAll'],
    ['likeOnlyForRemote', 'accLikeOnlyRemote'],
    ['nonSensitiveOnly', 'accNonSensitive'],
    ['nonSensitiveOnlyForLocalLikeOnlyForRemote', 'accNonSensitiveRemoteLike'],
    ['likeOnly', 'accLikeOnly'],
  ];
  items.push({
    type: 'parent',
    text: t(m.reactionAcceptance),
    icon: 'smile',
    children: acc.map(([v, k]): MenuItem => ({
      type: 'radioOption',
      text: t(m[k]),
      active: f.draft.reactionAcceptance === v,
      action: () => f.update({ reactionAcceptance: v }),
    })),
  });
  const target = { getText: () => f.draft.text, setText: (text: string) => f.update({ text }, 'text') };
  // Other extensions' items, drawn (filtered, translated) by the kernel's menu service.
  const contributed = deps.menus.itemsFor('postForm', target);
  if (contributed.length) items.push({ type: 'divider' }, ...contributed);
  return items;
}

/** Recipients of a specified note: asks for a username and looks the user up. */
export async function addRecipient(f: PostFormModel, api: ApiService, dialogs: DialogService, i18n: I18nService): Promise<void> {
  const r = await dialogs.open<string>({ title: i18n.t(m.addRecipient), input: { type: 'text', placeholder: i18n.t(m.recipientPrompt) } });
  if (r.canceled || !r.result.trim()) return;
  const [username, host] = r.result.trim().replace(/^@/, '').split('@');
  try {
    const user = await api.request('users/show', { username: username, host: host ?? null });
    if (Array.isArray(user)) throw new Error('users/show answered a list for one username');
    f.setVisibleUsers((u) => (u.some((x) => x.id === user.id) ? u : [...u, user]));
    f.setDraft((d) => ({ ...d, visibleUserIds: d.visibleUserIds.includes(user.id) ? d.visibleUserIds : [...d.visibleUserIds, user.id] }));
  } catch {
    await dialogs.alert({ type: 'error', text: i18n.t(m.userNotFound) });
  }
}
