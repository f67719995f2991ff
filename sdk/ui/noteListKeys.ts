import type { HotkeyService } from '../overlay';
import type { NOTE_KEYS, NoteKeyAction, NoteRowKeys } from './noteKeys';
import type { sdkUiMessages } from './messages';
import { defineMessages } from '../i18n';

/** Texts of keys added after the first load's messages: they load with this module. */
const listKeyMessages = defineMessages('sdkUi', {
  showNewNotes: 'Show the new notes',
  toggleKey: 'Show or hide the content warning or the rest of a long note',
  clipKey: 'Clip the focused note',
  blurKey: 'Leave the note list',
});

/** The `?` list's text of each note key: in the first load's messages, or in this module's. */
const noteKeyText = {
  reply: 'replyKey',
  react: 'reactKey',
  renote: 'renoteKey',
  open: 'openKey',
  menu: 'menuKey',
  toggle: null,
  clip: null,
} as const satisfies Record<NoteKeyAction, keyof typeof sdkUiMessages | null>;

/**
 * A note list as its keys see it; `now()` answers with what is drawn at the time of the key press.
 * The keys and their texts come from the caller: imported here, the bundler would move them (and
 * what they import) out of the first load's chunk into one more shared file.
 */
export interface NoteListKeysTarget {
  keys: typeof NOTE_KEYS;
  messages: typeof sdkUiMessages;
  list: () => HTMLElement | null;
  /** The element the list scrolls in, or null for the window. */
  scroller: HTMLElement | null;
  /** Each mounted row element's key handlers. */
  rowKeys: WeakMap<Element, NoteRowKeys>;
  now: () => {
    rows: readonly { kind: 'item' | 'ad' }[];
    hasMore: boolean;
    loadingMore: boolean;
    focusRow: (index: number) => void;
    loadMore: () => void;
    /** New notes held back above the list (the new-notes button), and showing them. */
    queued: number;
    reveal: () => void;
  };
  /** A row to focus once loaded (j past the last loaded note). */
  pendingFocus: { current: number | null };
}

/** The row to start from when no row has focus: the first whose top is on screen (else the first reaching into it). */
function firstVisibleRow(list: HTMLElement, scroller: HTMLElement | null): HTMLElement | null {
  const rows = [...list.querySelectorAll<HTMLElement>('[data-row-index][tabindex="0"]')].sort(
    (a, b) => Number(a.dataset.rowIndex) - Number(b.dataset.rowIndex),
  );
  const top = scroller ? scroller.getBoundingClientRect().top : 0;
  return rows.find((r) => r.getBoundingClientRect().top >= top) ?? rows.find((r) => r.getBoundingClientRect().bottom > top) ?? null;
}

/** Keys go to this list unless focus is in another list, a menu or a dialog. */
function keysAreMine(list: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || list.contains(active)) return true;
  return !active.closest('[role="feed"], [role="menu"], [aria-modal="true"], [role="dialog"]');
}

/**
 * j / k from anywhere on the page (no click first), `.` to show the new notes held back, and
 * the note keys on the focused row.
 * Its own module: a list binds them once the first content is drawn. Returns the unbinding.
 */
export function bindNoteListKeys(hotkeys: HotkeyService, target: NoteListKeysTarget): () => void {
  const { keys, messages: m } = target;
  const focusedRow = () => {
    const active = document.activeElement;
    return active && target.list()?.contains(active) ? active.closest<HTMLElement>('[data-row-index]') : null;
  };
  const move = (key: string) => {
    const list = target.list();
    if (!list || !keysAreMine(list)) return false;
    const now = target.now();
    const row = focusedRow();
    if (!row) {
      const first = firstVisibleRow(list, target.scroller);
      if (!first) return false;
      first.focus({ preventScroll: true });
      return true;
    }
    const step = key === 'j' ? 1 : -1;
    let next = Number(row.dataset.rowIndex) + step;
    while (now.rows[next]?.kind === 'ad') next += step;
    if (next >= now.rows.length && now.hasMore) {
      // Past the last loaded note: load more, and move on once it is there.
      target.pendingFocus.current = next;
      if (!now.loadingMore) now.loadMore();
    }
    if (next >= 0 && next < now.rows.length) now.focusRow(next);
    return true;
  };
  const act = (action: NoteKeyAction) => (key: string) => {
    const row = focusedRow();
    // Enter on a button inside the note presses that button; it opens the note only from the row itself.
    if (!row || (key === 'enter' && document.activeElement !== row)) return false;
    const run = target.rowKeys.get(row)?.handler(action);
    if (!run) return false;
    run();
    return true;
  };
  // Esc: focus leaves the note (Misskey's blur); j comes back to the first note on screen.
  const leave = () => {
    const active = document.activeElement;
    if (!focusedRow() || !(active instanceof HTMLElement)) return false;
    active.blur();
    return true;
  };
  const showNew = () => {
    const list = target.list();
    if (!list || !keysAreMine(list) || target.now().queued === 0) return false;
    target.now().reveal();
    target.pendingFocus.current = 0;
    return true;
  };
  const bindings = [
    hotkeys.bind({ keys: ['.'], description: listKeyMessages.showNewNotes, action: showNew }),
    hotkeys.bind({ keys: ['j'], description: m.nextNote, action: move, rapid: true }),
    hotkeys.bind({ keys: ['k'], description: m.previousNote, action: move, rapid: true }),
    ...(Object.keys(keys) as NoteKeyAction[]).map((a) => {
      const text = noteKeyText[a];
      const description = text ? m[text] : a === 'toggle' ? listKeyMessages.toggleKey : listKeyMessages.clipKey;
      return hotkeys.bind({ keys: [...keys[a]], description, action: act(a) });
    }),
    hotkeys.bind({ keys: ['escape'], description: listKeyMessages.blurKey, action: leave }),
  ];
  return () => {
    for (const b of bindings) b.dispose();
  };
}
