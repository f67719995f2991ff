import type { entities } from 'misskey-js';
import { Menus, MyClips, isApiError } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import type { ActionContext } from './context';
import { actionMessages as m } from './allMessages';

/** The last element a note menu opened at, so the clip list opens in the same place. */
let lastAnchor: HTMLElement | null = null;
export function rememberAnchor(el: HTMLElement | null): void {
  lastAnchor = el;
}

/** Adds to a clip; already clipped → confirm removal; limit → message; other errors → message and id (spec 3 §8). */
export async function addToClip(ctx: ActionContext, clip: { id: string; name: string }, note: entities.Note): Promise<void> {
  try {
    await ctx.api.request('clips/add-note', { clipId: clip.id, noteId: note.id });
    ctx.toasts?.show(ctx.t(m.clipped, { name: clip.name }), { icon: 'check' });
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (e.code === 'ALREADY_CLIPPED') {
      if (await ctx.dialogs?.confirm({ type: 'warning', text: ctx.t(m.alreadyClipped, { name: clip.name }) })) {
        await ctx.api.requestWithUi('clips/remove-note', { clipId: clip.id, noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      }
    } else if (e.code === 'TOO_MANY_CLIP_NOTES') {
      await ctx.dialogs?.alert({ type: 'error', text: ctx.t(m.clipLimit) });
    } else {
      await ctx.dialogs?.alert({ type: 'error', text: ctx.t(m.clipError, { message: e.message, id: e.id }) });
    }
  }
}

/** Create clip: name required, description optional, public or private (default private). */
export async function createClip(ctx: ActionContext, note: entities.Note): Promise<void> {
  const d = ctx.dialogs;
  if (!d) return;
  const name = await d.open<string>({ title: ctx.t(m.createClip), text: ctx.t(m.clipName), input: { type: 'text', minLength: 1 } });
  if (name.canceled || !name.result?.trim()) return;
  const desc = await d.open<string>({ title: ctx.t(m.createClip), text: ctx.t(m.clipDescription), input: { type: 'text' } });
  if (desc.canceled) return;
  const vis = await d.open<string>({
    title: ctx.t(m.createClip),
    text: ctx.t(m.clipPublic),
    select: {
      items: [
        { value: 'private', text: ctx.t(m.clipPrivate) },
        { value: 'public', text: ctx.t(m.clipPublicOption) },
      ],
      default: 'private',
    },
  });
  if (vis.canceled) return;
  const clip = await ctx.api.requestWithUi('clips/create', {
    name: name.result.trim(),
    description: desc.result || null,
    isPublic: vis.result === 'public',
  });
  if (ctx.services.has(MyClips)) ctx.services.resolve(MyClips).invalidate();
  await addToClip(ctx, clip, note);
}

/** The clip list (clips/list, 30; from the 30-minute cache of spec 3 §9 when the clips extension is on) plus create-new, as a second menu. */
export async function openClipMenu(ctx: ActionContext, note: entities.Note): Promise<void> {
  const clips = await (ctx.services.has(MyClips) ? ctx.services.resolve(MyClips).get() : ctx.api.request('clips/list', { limit: 30 }));
  const items: MenuItem[] = [
    { text: ctx.t(m.createClip), icon: 'plus', action: () => createClip(ctx, note) },
    ...(clips.length ? [{ type: 'divider' as const }] : []),
    ...clips.map((c) => ({ text: c.name, icon: 'paperclip' as const, action: () => addToClip(ctx, c, note) })),
  ];
  if (ctx.services.has(Menus)) await ctx.services.resolve(Menus).popup(items, lastAnchor?.isConnected ? lastAnchor : null);
}
