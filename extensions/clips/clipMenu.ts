import type { entities } from 'misskey-js';
import { Api, Dialogs, I18n, Menus, MyClips, Toasts, isApiError } from '@kite/sdk';
import type { ApiService, DialogService, MenuItem, MessageKey, MessageParams, ServiceResolver, ToastService } from '@kite/sdk';
import { clipMenuMessages as m } from './clipMenuMessages';

/** What the clip list and its dialogs use (dialogs and toasts when their extensions are on). */
interface Deps {
  services: ServiceResolver;
  api: ApiService;
  dialogs: DialogService | null;
  toasts: ToastService | null;
  t(key: MessageKey, params?: MessageParams): string;
}

function deps(services: ServiceResolver): Deps {
  const i18n = services.resolve(I18n);
  return {
    services,
    api: services.resolve(Api),
    dialogs: services.has(Dialogs) ? services.resolve(Dialogs) : null,
    toasts: services.has(Toasts) ? services.resolve(Toasts) : null,
    t: (key, params) => i18n.t(key, params),
  };
}

/** Adds to a clip; already clipped → confirm removal; limit → message; other errors → message and id (spec 3 §8). */
async function addToClip(d: Deps, clip: { id: string; name: string }, note: entities.Note): Promise<void> {
  try {
    await d.api.request('clips/add-note', { clipId: clip.id, noteId: note.id });
    d.toasts?.show(d.t(m.clipped, { name: clip.name }), { icon: 'check' });
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (e.code === 'ALREADY_CLIPPED') {
      if (await d.dialogs?.confirm({ type: 'warning', text: d.t(m.alreadyClipped, { name: clip.name }) })) {
        await d.api.requestWithUi('clips/remove-note', { clipId: clip.id, noteId: note.id });
        d.toasts?.show(d.t(m.done), { icon: 'check' });
      }
    } else if (e.code === 'TOO_MANY_CLIP_NOTES') {
      await d.dialogs?.alert({ type: 'error', text: d.t(m.clipLimit) });
    } else {
      await d.dialogs?.alert({ type: 'error', text: d.t(m.clipError, { message: e.message, id: e.id }) });
    }
  }
}

/** Create clip: name required, description optional, public or private (default private). */
async function createClip(d: Deps, note: entities.Note): Promise<void> {
  const dialogs = d.dialogs;
  if (!dialogs) return;
  const name = await dialogs.open<string>({ title: d.t(m.createClip), text: d.t(m.clipName), input: { type: 'text', minLength: 1 } });
  if (name.canceled || !name.result?.trim()) return;
  const desc = await dialogs.open<string>({ title: d.t(m.createClip), text: d.t(m.clipDescription), input: { type: 'text' } });
  if (desc.canceled) return;
  const vis = await dialogs.open<string>({
    title: d.t(m.createClip),
    text: d.t(m.clipPublic),
    select: {
      items: [
        { value: 'private', text: d.t(m.clipPrivate) },
        { value: 'public', text: d.t(m.clipPublicOption) },
      ],
      default: 'private',
    },
  });
  if (vis.canceled) return;
  const clip = await d.api.requestWithUi('clips/create', {
    name: name.result.trim(),
    description: desc.result || null,
    isPublic: vis.result === 'public',
  });
  d.services.resolve(MyClips).invalidate();
  await addToClip(d, clip, note);
}

/**
 * The note menu's "Clip": the own clips (from the 30-minute cache of spec 3 §9) plus create-new,
 * as a second menu where the note menu opened.
 */
export async function openClipMenu(services: ServiceResolver, note: entities.Note, anchor: HTMLElement | null): Promise<void> {
  const d = deps(services);
  const clips = await services.resolve(MyClips).get();
  const items: MenuItem[] = [
    { text: d.t(m.createClip), icon: 'plus', action: () => createClip(d, note) },
    ...(clips.length ? [{ type: 'divider' as const }] : []),
    ...clips.map((c) => ({ text: c.name, icon: 'paperclip' as const, action: () => addToClip(d, c, note) })),
  ];
  if (services.has(Menus)) await services.resolve(Menus).popup(items, anchor?.isConnected ? anchor : null);
}
