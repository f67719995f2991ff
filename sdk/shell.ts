import type { ComponentType, ReactNode } from 'react';
import type { LazyComponent } from './contributions';
import type { MessageKey } from './i18n';
import type { IconSpec } from './ui/icons';
import { createToken } from './tokens';

/**
 * The side column of the default layout (spec 1 §2.7, §2.8), provided by an extension
 * (the widgets column). The shell shows `Column` beside the main column on wide screens;
 * on narrower ones a navbar / bottom-bar button (`label`, `icon`) opens `Drawer`, which
 * draws its own sdk Modal.
 */
export interface SideColumnService {
  readonly Column: LazyComponent<Record<string, never>>;
  readonly Drawer: LazyComponent<{ onClose: () => void }>;
  readonly label: MessageKey;
  readonly icon: IconSpec;
  /** The column's width in px: the shell keeps that room while the column loads, so the page does not move under the pointer. */
  readonly width: number;
  /** A React hook: whether the column has anything to show (no column, no button otherwise). */
  useHasContent(): boolean;
}
/** Token of the side column (`SideColumnService`). Provided by the `widgets-column` extension: list it in `requires` (or `optional`) to use it. */
export const SideColumn = createToken<SideColumnService>('kite.shell.sideColumn');

/** What the kernel hands the shell's frame on every render. */
export interface ShellFrameProps {
  /** The current route's page: the frame renders it once, in its main column. */
  page: ReactNode;
  /** Where the page is: the path, and the query string with its leading `?` (or empty). */
  path: string;
  search: string;
  /** Whether the main router is loading a page (the frame shows its progress). */
  loading: boolean;
  /** Safe mode (third-party code not loaded) and how to leave it (spec 1 §4). */
  safeMode: boolean;
  turnOffSafeMode(): void;
}

/**
 * The app's frame around the page (spec 1 §2.3–§2.8): banners, the layout, the navbar drawn
 * from the navbar contributions and the person's order. Provided by an extension; without
 * one the kernel shows the page alone, as it does for minimal-shell pages.
 */
export interface ShellFrameService {
  readonly Frame: ComponentType<ShellFrameProps>;
}
/** Token of the app's frame (`ShellFrameService`). Provided by the `shell` extension: list it in `requires` (or `optional`) to use it. */
export const ShellFrame = createToken<ShellFrameService>('kite.shell.frame');
