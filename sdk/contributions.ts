import type { ComponentType, ReactNode } from 'react';
import type { entities } from 'misskey-js';
import type { MessageKey } from './i18n';
import type { IconSpec } from './ui/icons';
import type { CommandId } from './commands';

/** A component, or a loader for one (code-split; loaded on first render). */
export type LazyComponent<P> = ComponentType<P> | { lazy: () => Promise<{ default: ComponentType<P> }> };

/** Props every routed page receives. */
export interface RouteProps {
  /** Path parameters by name; `(*)` rest parameters are joined with `/`. */
  params: Readonly<Record<string, string | undefined>>;
  /** Query parameters of the current location. */
  query: Readonly<Record<string, string>>;
  /** The hash without `#`. */
  hash: string;
}

/**
 * A page route. `path` uses Misskey's syntax: `:name`, optional `:name?`, rest `:name(*)`,
 * and literal prefixes such as `/@:acct`.
 */
export interface RouteContribution {
  path: string;
  component: LazyComponent<RouteProps>;
  /** Visitors see the not-found page and the sign-in prompt. */
  loginRequired?: boolean;
  /** Anyone but admins and moderators sees the not-found page. */
  staffOnly?: boolean;
  /**
   * A finer gate than `staffOnly` (e.g. a role policy such as canManageCustomEmojis): anyone for
   * whom it returns false sees the not-found page. Checked after `loginRequired` and `staffOnly`.
   */
  allow?: (who: ViewerInfo) => boolean;
  /**
   * Serve the path only to visitors or only to signed-in people (e.g. `/`: a landing page
   * for visitors, the timeline once signed in); two extensions may serve one path for
   * different audiences. Default: everyone.
   */
  audience?: 'visitor' | 'signedIn';
  /**
   * Opened at this path, the app starts in the minimal shell, without the main navigation
   * (spec 1 §2.2: share, auth and install pages).
   */
  minimalShell?: boolean;
  /**
   * The page says itself when its first content is drawn (a note list does once its first page
   * has loaded); any other page counts as drawn once it has rendered. See `afterFirstContent`.
   */
  drawsFirstContent?: boolean;
  /**
   * Run when the app opens at this path, beside the page's code download: fetch what the page
   * shows first (into the services it reads), so its first render draws it. The first render
   * waits for it only briefly (issue 18).
   */
  prepare?: () => Promise<unknown>;
  /**
   * An operator bundle (kite.config.json `bundles`) this route also belongs to: while it is switched
   * off, the route is not served.
   */
  bundle?: string;
}

/** A redirect (spec 1 §2.1): `from` is an exact path; `to` computes the target. Chains end after 10 hops. */
export interface RedirectContribution {
  from: string;
  to: (ctx: RedirectContext) => string;
}

/** What a redirect's `to` may read. */
export interface RedirectContext {
  /** The signed-in user's username, or null for visitors. */
  username: string | null;
  /** The query (with `?`) and hash of the address being redirected. */
  search: string;
}

/**
 * An entry of the navbar (spec 1 §2.6). Catalogue entries (no `slot`) are placed by the
 * user's `menu` preference or listed under More; the visitor header shows `explore`, and
 * the server icon runs `about`.
 */
export interface NavbarItemContribution {
  /** Catalogue key stored in the `menu` preference, e.g. `notifications`. */
  id: string;
  /**
   * A fixed place instead of the catalogue: `top` before the configured entries (home),
   * `beforeMore` / `afterMore` around the More button (control panel, settings),
   * `controls` an icon button beside the collapse chevron of the full bar.
   */
  slot?: 'top' | 'beforeMore' | 'afterMore' | 'controls';
  title: MessageKey | string;
  icon: IconSpec;
  /** Navigation target; or `command` / `action` for entries that open something. */
  to?: string;
  /** A command to run (e.g. `compose.open`); the entry hides while no one provides it. */
  command?: CommandId;
  action?: (anchor: HTMLElement | null) => void | Promise<void>;
  /** Hidden when this returns false (e.g. signed-in only, policy gated). */
  show?: (who: ViewerInfo) => boolean;
  /** Indicator dot; a number shows as a count (99+ above 99). */
  indicator?: (who: ViewerInfo) => boolean | number;
  /** An operator bundle this entry also belongs to (see `RouteContribution.bundle`). */
  bundle?: string;
}

/** What contribution predicates may look at about the current viewer. */
export interface ViewerInfo {
  signedIn: boolean;
  me: entities.MeDetailed | null;
  isStaff: boolean;
  meta: entities.MetaDetailed | null;
  /** The endpoints the server lists, null until known (see `LocatedMenuItem.endpoint`). */
  endpoints?: ReadonlySet<string> | null;
}

/** One field of a widget's settings form (spec 1 §2.8); the value's type follows `type`. */
export type WidgetSettingField =
  | { type: 'boolean'; label: MessageKey | string; default: boolean }
  | { type: 'number'; label: MessageKey | string; default: number; min?: number; max?: number; step?: number }
  | { type: 'string'; label: MessageKey | string; default: string | null; multiline?: boolean; url?: boolean }
  | {
      type: 'enum';
      label: MessageKey | string;
      default: string | number | null;
      options: readonly { value: string | number | null; label: MessageKey | string }[];
    };

/** A widget's settings form: field name → field. The column fills missing values with the defaults. */
export type WidgetSettingsForm = Readonly<Record<string, WidgetSettingField>>;

/** Props of a widget's component. */
export interface WidgetProps {
  widgetId: string;
  /** The stored settings over the form's defaults. */
  settings: Readonly<Record<string, unknown>>;
  /** Stores changed settings (a widget that keeps state, e.g. the memo's text or the clicker's count). */
  updateSettings(patch: Record<string, unknown>): void;
}

/** A widget for the side column and the deck's widget column (spec 1 §2.8). */
export interface WidgetContribution {
  /** Widget name, e.g. `calendar` (spec 1 §2.8); stored in the `widgets` preference like Misskey does. */
  name: string;
  title: MessageKey | string;
  component: LazyComponent<WidgetProps>;
  /** The settings form, loaded with the widget (kept out of the first load). */
  settings?: () => Promise<WidgetSettingsForm>;
}

/** The places a menu can be extended. */
export type MenuLocation = 'note' | 'user' | 'driveFile' | 'postForm' | 'about' | 'tools' | 'account';

/** What the menu is about; depends on the location. */
export interface MenuTargets {
  /** `anchor`: where the menu opened, so a follow-up menu (the clip list) opens there too. */
  note: { note: entities.Note; anchor?: HTMLElement | null };
  user: { user: entities.UserDetailed | entities.UserLite };
  driveFile: { file: entities.DriveFile };
  postForm: { getText(): string; setText(text: string): void };
  about: Record<string, never>;
  tools: Record<string, never>;
  account: Record<string, never>;
}

/** A menu item of one location: `show` and `action` receive that location's target. */
export interface LocatedMenuItem<L extends MenuLocation> {
  location: L;
  id: string;
  /**
   * The id of an item of the same location this one follows (an item another extension owns,
   * e.g. the clips extension's "Clip" after note-actions' favorite items); without it, or while
   * no such item is contributed, items keep their contribution order.
   */
  after?: string;
  text: MessageKey | string;
  icon?: IconSpec;
  danger?: boolean;
  /** Shown to visitors too; without it the item needs a signed-in viewer (spec 3 §1). */
  visitor?: boolean;
  /**
   * An endpoint not every server has, which the item calls: the item is offered only once the
   * server's endpoint list is known and names it (Misskey 2025.9 lacks `notes/update-visibility`).
   */
  endpoint?: string;
  show?: (target: MenuTargets[L], who: ViewerInfo) => boolean;
  /** May be asynchronous (plugins answer from a worker). */
  action: (target: MenuTargets[L]) => void | Promise<void>;
}

/**
 * One contributed menu item: a union over the locations, so `location: 'note'` types
 * `action: ({ note }) => …` without a cast. The kernel's `Menus.openFor` draws them.
 */
export type MenuItemContribution<L extends MenuLocation = MenuLocation> = { [K in L]: LocatedMenuItem<K> }[L];

/** An MFM `$[name.args content]` function renderer. */
export interface MfmFunctionContribution {
  name: string;
  /** Returns the rendered element for the function, or null to show it as literal text. */
  render: (args: Readonly<Record<string, string | true>>, children: ReactNode, env: MfmFunctionEnv) => ReactNode | null;
}

/** What an MFM function's `render` knows besides its arguments. */
export interface MfmFunctionEnv {
  /** Advanced and animated MFM are both on (and no reduced-motion request): movement effects may run. */
  animate: boolean;
  /** Advanced MFM is on: size and position effects (x2–x4, scale, position) apply. */
  advanced: boolean;
  /** Position of the function in nesting (for the nesting limit). */
  depth: number;
  /** The plain text of the function's content (e.g. `ruby` base and reading, `unixtime` seconds). */
  text: string;
}

/** The groups of the /settings menu. */
export type SettingsGroup = 'basic' | 'client' | 'account' | 'other';

/**
 * A page under /settings, drawn by the settings extension (which adds its route and frame).
 * The extension that owns the setting contributes it.
 */
export interface SettingsPageContribution {
  /** Sub-path under /settings, e.g. `theme` or `theme/install`. */
  path: string;
  title: MessageKey | string;
  icon: IconSpec;
  component: LazyComponent<RouteProps>;
  /** Menu group; `other` when absent. */
  group?: SettingsGroup;
  /**
   * Names of the settings on the page: the settings search finds the page by them. A loader,
   * so their texts stay out of the first load.
   */
  keywords?: () => Promise<readonly (MessageKey | string)[]>;
  /** Sub-pages reached from their parent page (e.g. `theme/install`) stay out of the menu. */
  hidden?: boolean;
}

/** How one notification type is drawn wherever notifications are listed. */
export interface NotificationRendererContribution {
  /** Notification type, e.g. `follow`. */
  type: string;
  component: LazyComponent<{ notification: entities.Notification }>;
}

/**
 * One deck column as the deck profile stores it (Misskey's format): id, type, name (null: the
 * type's title), width, folded (`active: false`), flexible, plus the type's own fields
 * (`tl`, `listId`, `antennaId`, `channelId`, `roleId`, `widgets`, `timelineNameCache`, …).
 */
export interface DeckColumnData {
  id: string;
  type: string;
  name: string | null;
  width: number;
  active?: boolean;
  flexible?: boolean;
  [field: string]: unknown;
}

/** Props of a deck column's body component. */
export interface DeckColumnProps {
  column: DeckColumnData;
  /** The name its header shows (for the body's accessible names). */
  title: string;
  /** Merges fields into the column and saves the deck profile. */
  update(patch: Record<string, unknown>): void;
}

/** A kind of deck column (spec 1 §2.3, issue 16): the extension owning the content brings it. */
export interface DeckColumnContribution {
  /** Misskey's column type: `tl`, `list`, `antenna`, `channel`, `roleTimeline`, `mentions`, `direct`, `notifications`, `widgets`, `chat`, … */
  type: string;
  title: MessageKey | string;
  icon: IconSpec;
  /** The column's body (the deck draws the header, width and stacking). */
  component: LazyComponent<DeckColumnProps>;
  /** Asks what a new column shows (which timeline, list, …): its fields, or null when cancelled. */
  setup?: () => Promise<Record<string, unknown> | null>;
}

/**
 * A layout the shell shows instead of the default one when spec 1 §2.3 chooses it by name
 * (e.g. `deck`): `main` is the main column with the routed page, `nav` the navigation bar.
 */
export interface LayoutContribution {
  name: string;
  component: LazyComponent<{ main: ReactNode; nav: ReactNode; path: string }>;
}

interface HotkeyBase {
  /**
   * Key name as in KeyboardEvent.key, lower-case (e.g. `p`, `d`, `s`, `?`); `mod+k` is k with
   * Ctrl or ⌘. The person may remap a key in the settings (the default stays the key's name).
   */
  keys: string[];
  /** Shown in the `?` list of shortcuts. */
  description: MessageKey | string;
  /** Fire even while typing in an input (rare). */
  allowInInputs?: boolean;
}

/** A keyboard shortcut: runs a command (usually another extension's), or its own action. */
export type HotkeyContribution =
  (HotkeyBase & { command: CommandId; action?: undefined }) | (HotkeyBase & { action: () => void | Promise<void>; command?: undefined });

/**
 * A command offered in the command palette (Ctrl/⌘+K): found by its title and keywords in the
 * person's language, run through `Commands`. Hidden while no one provides the command.
 */
export interface PaletteCommandContribution {
  command: CommandId;
  title: MessageKey | string;
  icon?: IconSpec;
  /** More words that find it (e.g. `theme`, `night` for dark mode). */
  keywords?: readonly (MessageKey | string)[];
  /** Hidden when this returns false (e.g. signed-in only). */
  show?: (who: ViewerInfo) => boolean;
}

/** May replace a note before it is shown; `null` hides it. Asynchronous on purpose. */
export interface NoteViewInterruptor {
  id: string;
  handler: (note: entities.Note) => entities.Note | null | Promise<entities.Note | null>;
}

/** May rewrite the note about to be posted. */
export interface NotePostInterruptor {
  id: string;
  handler: (note: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** May replace a page (Misskey Pages) before it is shown. */
export interface PageViewInterruptor {
  id: string;
  handler: (page: entities.Page) => entities.Page | Promise<entities.Page>;
}

/** Every contribution point and the type of its items. */
export interface ContributionTypes {
  routes: RouteContribution;
  redirects: RedirectContribution;
  navbar: NavbarItemContribution;
  widgets: WidgetContribution;
  menuItems: MenuItemContribution;
  mfmFunctions: MfmFunctionContribution;
  settingsPages: SettingsPageContribution;
  notificationRenderers: NotificationRendererContribution;
  deckColumns: DeckColumnContribution;
  layouts: LayoutContribution;
  hotkeys: HotkeyContribution;
  paletteCommands: PaletteCommandContribution;
  noteViewInterruptors: NoteViewInterruptor;
  notePostInterruptors: NotePostInterruptor;
  pageViewInterruptors: PageViewInterruptor;
}

/** The name of a contribution point: a key of `ExtensionContributions` and of `ctx`. */
export type ContributionPointId = keyof ContributionTypes;

/** Every contribution point's name, in the order the host registers declared items. */
export const contributionPointIds: readonly ContributionPointId[] = [
  'routes',
  'redirects',
  'navbar',
  'widgets',
  'menuItems',
  'mfmFunctions',
  'settingsPages',
  'notificationRenderers',
  'deckColumns',
  'layouts',
  'hotkeys',
  'paletteCommands',
  'noteViewInterruptors',
  'notePostInterruptors',
  'pageViewInterruptors',
];
