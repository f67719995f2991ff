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
  /** A React hook: whether the column has anything to show (no column, no button otherwise). */
  useHasContent(): boolean;
}
export const SideColumn = createToken<SideColumnService>('SideColumn');
