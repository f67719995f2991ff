import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import type { IconSpec } from './ui/icons';
import type { MenuLocation, MenuTargets } from './contributions';
import { createToken } from './tokens';
import type { Disposable } from './tokens';
import type { MessageKey } from './i18n';

/** Dialog options (spec 1 §3, §4). */
export interface DialogOptions {
  type?: 'info' | 'success' | 'error' | 'warning' | 'question' | 'waiting';
  title?: string;
  text?: string;
  icon?: IconSpec;
  input?: {
    type?: 'text' | 'number' | 'password' | 'email' | 'url' | 'date' | 'time' | 'search' | 'datetime-local';
    placeholder?: string;
    autocomplete?: string;
    default?: string | number | null;
    minLength?: number;
    maxLength?: number;
  };
  select?: {
    items?: { value: string; text: string }[];
    groupedItems?: { label: string; items: { value: string; text: string }[] }[];
    default?: string | null;
  };
  actions?: { text: string; primary?: boolean; danger?: boolean; callback: () => void }[];
  showOkButton?: boolean;
  showCancelButton?: boolean;
  cancelableByBgClick?: boolean;
  okText?: string;
  cancelText?: string;
  /** Closes the dialog as canceled when aborted (e.g. the question it asked no longer stands). */
  signal?: AbortSignal;
}

/** How a dialog closed: canceled, or confirmed with the input's or selection's value. */
export type DialogResult<T = unknown> = { canceled: true; result?: undefined } | { canceled: false; result: T };

/** Modal dialogs: alerts, confirmations, text and select inputs, the waiting indicator. */
export interface DialogService {
  /** Shows a dialog built from `opts`; resolves when it closes. */
  open<T = unknown>(opts: DialogOptions): Promise<DialogResult<T>>;
  /** A message with an OK button; resolves when it is dismissed. */
  alert(opts: { type?: DialogOptions['type']; title?: string; text?: string }): Promise<void>;
  /** A question with OK / Cancel; true when confirmed. */
  confirm(opts: Pick<DialogOptions, 'type' | 'title' | 'text' | 'okText' | 'cancelText' | 'signal'>): Promise<boolean>;
  /** Shows a waiting indicator while `promise` runs, then a success mark for 1 s. */
  waiting<T>(promise: Promise<T>, opts?: { title?: string }): Promise<T>;
}
/** Token of the dialogs (`DialogService`). Provided by the `dialogs` extension: list it in `requires` (or `optional`) to use it. */
export const Dialogs = createToken<DialogService>('kite.overlay.dialogs');

/** Menu items (spec 1 §2.9). */
export type MenuItem =
  | { type: 'divider' }
  | { type: 'label'; text: string }
  | { type: 'pending' }
  | { type: 'component'; render: () => ReactNode }
  | { type: 'link'; to: string; text: string; icon?: IconSpec; avatar?: entities.UserLite; caption?: string; indicate?: boolean }
  | { type: 'a'; href: string; text: string; icon?: IconSpec; target?: string; download?: string }
  | { type: 'user'; user: entities.UserLite; action: () => void }
  | { type: 'switch'; text: string; icon?: IconSpec; value: boolean; disabled?: boolean; onChange: (v: boolean) => void }
  | { type: 'radio'; text: string; icon?: IconSpec; options: Record<string, unknown>; value: unknown; onChange: (v: unknown) => void }
  | { type: 'radioOption'; text: string; active: boolean; action: () => void }
  | { type: 'parent'; text: string; icon?: IconSpec; children: MenuItem[] | (() => MenuItem[] | Promise<MenuItem[]>) }
  | {
      type?: 'button';
      text: string;
      icon?: IconSpec;
      danger?: boolean;
      active?: boolean;
      indicate?: boolean;
      caption?: string;
      disabled?: boolean;
      action: () => void | Promise<void>;
    };

/** Popup and context menus, and the items each menu location gathers from `menuItems` contributions. */
export interface MenuService {
  /** A popup menu anchored to an element; resolves when it closes. */
  popup(items: MenuItem[], anchor: HTMLElement | null, opts?: { align?: 'left' | 'center' | 'right' }): Promise<void>;
  /** A context menu at the pointer; closes on outside mousedown. */
  context(items: MenuItem[], event: { clientX: number; clientY: number; preventDefault(): void }): Promise<void>;
  /**
   * The items of a menu location for `target`: every `menuItems` contribution there, in
   * contribution order, that the viewer may see (signed in, or `visitor`; then `show`),
   * translated. Whoever builds a bigger menu (the navbar's about menu) adds these.
   */
  itemsFor<L extends MenuLocation>(location: L, target: MenuTargets[L]): MenuItem[];
  /** Pops up the menu of a location (the note menu, the user menu…) drawn from `itemsFor`. */
  openFor<L extends MenuLocation>(
    location: L,
    target: MenuTargets[L],
    anchor: HTMLElement | null,
    opts?: { align?: 'left' | 'center' | 'right' },
  ): Promise<void>;
}
/**
 * Token of the menus (`MenuService`): the kernel gathers the items, the `popups` extension draws
 * them (`MenuPresenter`). Provided by the kernel: usable without listing it in `requires`.
 */
export const Menus = createToken<MenuService>('kite.overlay.menus');

/** Where a menu opens: below (or above) an element, centred without one, or at the pointer. */
export type MenuPlacement =
  { kind: 'anchor'; el: HTMLElement | null; align?: 'left' | 'center' | 'right' } | { kind: 'point'; x: number; y: number };

/**
 * Draws the menus the kernel's `Menus` service asks for (that service gathers the items of
 * each location); provided by an extension. A popup closes on selection, Escape or an
 * outside click, a context menu on any outside mousedown; focus returns where it was.
 */
export interface MenuPresenterService {
  /** Resolves when the menu closes. */
  show(items: MenuItem[], placement: MenuPlacement, opts: { context: boolean }): Promise<void>;
}
/** Token of the menu drawing (`MenuPresenterService`) that `Menus` uses. Provided by the `popups` extension: list it in `requires` (or `optional`) to use it. */
export const MenuPresenter = createToken<MenuPresenterService>('kite.overlay.menuPresenter');

/** Short notices that appear and fade by themselves (spec 1 §4). */
export interface ToastService {
  /** Shows `message`, with an optional icon. */
  show(message: string, opts?: { icon?: IconSpec }): void;
}
/** Token of the toasts (`ToastService`). Provided by the `toasts` extension: list it in `requires` (or `optional`) to use it. */
export const Toasts = createToken<ToastService>('kite.overlay.toasts');

/** Floating page windows (spec 1 §2.4), each with its own router and history. */
export interface PageWindowService {
  /** Opens `path` in a new page window. */
  open(path: string): void;
  /** Navigates the main page (outside any window) to `path`. */
  showInPage(path: string): void;
  /** How many windows are open. */
  readonly count: number;
}
/** Token of the page windows (`PageWindowService`). Provided by the `page-windows` extension: list it in `requires` (or `optional`) to use it. */
export const PageWindows = createToken<PageWindowService>('kite.overlay.pageWindows');

/** A shortcut a view binds while it is on screen (a note list's j / k). */
export interface HotkeyBinding {
  /** Key names as in KeyboardEvent.key, lower-case (`j`, `enter`, `?`). */
  keys: string[];
  description: MessageKey | string;
  /** Returns false when it did not apply (e.g. no note of this list has focus): older bindings and the contributions get the key. */
  action: (key: string) => boolean | void;
  /** Presses in quick succession all count (moving through a list); others suppress repeats for 500 ms. */
  rapid?: boolean;
}

/** One line of the `?` list of shortcuts. */
export interface HotkeyHelp {
  keys: readonly string[];
  description: MessageKey | string;
}

/** Keyboard shortcuts (spec 1 §5; provided by the hotkeys extension): hotkeys contributions plus the built-ins. */
export interface HotkeyService {
  /**
   * Suspends every hotkey until disposed — the image viewer calls this while it is open.
   * Several suspensions may overlap.
   */
  suspend(): { dispose(): void };
  /** Binds view shortcuts until disposed; the newest binding of a key is tried first. */
  bind(binding: HotkeyBinding): Disposable;
  /** Every shortcut that works now (bindings, contributions, built-ins), for the `?` list. */
  list(): HotkeyHelp[];
  /** Resolves once keys are handled (the service's code may load after the first content). */
  readonly ready: Promise<void>;
}
/** Token of the keyboard shortcuts (`HotkeyService`). Provided by the `hotkeys` extension: list it in `requires` (or `optional`) to use it. */
export const Hotkeys = createToken<HotkeyService>('kite.hotkeys');

/**
 * Achievement triggers raised outside the achievements feature (e.g. `open3windows` by the
 * page windows). The achievements extension listens and unlocks.
 */
export interface AchievementEventsService {
  fire(name: string): void;
  on(listener: (name: string) => void): () => void;
}
/** Token of the achievement triggers (`AchievementEventsService`). Provided by the `achievements` extension: list it in `requires` (or `optional`) to use it. */
export const AchievementEvents = createToken<AchievementEventsService>('kite.achievements.events');

/**
 * Hover popups (spec 1 §4): tooltips (after 100 ms, at once with `noDelay`; closed on
 * leave or click) and the user preview card (500 ms after hover, hidden 500 ms after
 * leave, on click, or when the anchor leaves the page — checked every second). Each call
 * attaches to `anchor` and returns the function that detaches.
 */
export interface PopupService {
  tooltip(anchor: HTMLElement, content: string, opts?: { noDelay?: boolean }): () => void;
  /** `user` is a user id, or an acct (`@name` / `@name@host`). */
  userPreview(anchor: HTMLElement, user: string): () => void;
}
/** Token of the hover popups (`PopupService`). Provided by the `popups` extension: list it in `requires` (or `optional`) to use it. */
export const Popups = createToken<PopupService>('kite.overlay.popups');
