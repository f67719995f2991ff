/** The layouts of spec 1 §2.3 (plus the minimal shell of §2.2). */
export type LayoutName = 'minimal' | 'visitor' | 'default' | 'deck' | 'zen';

export interface LayoutInput {
  /** The start path asks for the minimal shell (/share, /auth, …). */
  minimal: boolean;
  signedIn: boolean;
  /** `?zen` present. */
  zenParam: boolean;
  /** `?ui=` value, if any. */
  uiParam: string | null;
  /** The stored ui setting. */
  ui: 'default' | 'deck';
  /** Current pathname. */
  path: string;
  /** The deck setting "simple UI for non-root pages". */
  simpleUiForNonRoot: boolean;
}

/**
 * Spec 1 §2.3: visitors get the visitor layout; `?zen` forces zen; `?ui=` forces a layout
 * by name (classic is the old name of default); deck falls back to zen on non-root pages
 * when "simple UI for non-root pages" is on; otherwise the stored ui setting.
 */
export function chooseLayout(i: LayoutInput): LayoutName {
  if (i.minimal) return 'minimal';
  if (!i.signedIn) return 'visitor';
  if (i.zenParam) return 'zen';
  const forced = i.uiParam === 'classic' ? 'default' : i.uiParam;
  const ui = forced === 'default' || forced === 'deck' || forced === 'zen' ? forced : i.ui;
  if (ui === 'deck' && i.simpleUiForNonRoot && i.path !== '/') return 'zen';
  return ui;
}
