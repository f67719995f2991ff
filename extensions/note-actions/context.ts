import type { entities } from 'misskey-js';
import type {
  ApiService,
  DialogService,
  I18nService,
  MessageKey,
  MessageParams,
  NoteChange,
  ServiceResolver,
  ToastService,
} from '@kite/sdk';
import { Api, Dialogs, I18n, Toasts } from '@kite/sdk';
import { createTranslations } from './translations';
import type { Translations } from './translations';

/** What every note-menu action needs; built once at activation. */
export interface ActionContext {
  services: ServiceResolver;
  api: ApiService;
  dialogs: DialogService | null;
  toasts: ToastService | null;
  i18n: I18nService;
  t(key: MessageKey, params?: MessageParams): string;
  /** Reports a changed (or deleted: null) note to whoever opened the menu for it. */
  change(noteId: string, next: entities.Note | null): void;
  /** Translations shown under the note text (the Translate item fills it). */
  translations: Translations;
  /** notes/state of the note whose menu is open (favorite, thread mute). */
  state(noteId: string): { isFavorited: boolean; isMutedThread: boolean } | undefined;
}

export function createActionContext(services: ServiceResolver) {
  const changes = new Map<string, NoteChange>();
  const states = new Map<string, { isFavorited: boolean; isMutedThread: boolean }>();
  const i18n = services.resolve(I18n);
  const ctx: ActionContext = {
    services,
    api: services.resolve(Api),
    dialogs: services.has(Dialogs) ? services.resolve(Dialogs) : null,
    toasts: services.has(Toasts) ? services.resolve(Toasts) : null,
    i18n,
    t: (key, params) => i18n.t(key, params),
    change: (id, next) => changes.get(id)?.(next),
    translations: createTranslations(),
    state: (id) => states.get(id),
  };
  return {
    ctx,
    /** Remembers who to tell about changes to `note` (one open menu at a time per note). */
    watch(noteId: string, onChange: NoteChange) {
      changes.set(noteId, onChange);
      if (changes.size > 50) changes.delete(changes.keys().next().value as string);
    },
    setState(noteId: string, s: { isFavorited: boolean; isMutedThread: boolean }) {
      states.set(noteId, s);
    },
  };
}

/** Copies text and confirms with a toast. */
export async function copy(ctx: ActionContext, text: string, done: MessageKey): Promise<void> {
  await navigator.clipboard?.writeText(text);
  ctx.toasts?.show(ctx.t(done), { icon: 'check' });
}

export function isStaff(me: entities.MeDetailed | null): boolean {
  return !!me && (me.isAdmin === true || me.isModerator === true);
}
