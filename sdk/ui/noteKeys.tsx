import { createContext, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** What a key does to the note that has keyboard focus in a list (issue 12: r, e / a, q, o / Enter, m; v, c as Misskey). */
export type NoteKeyAction = 'reply' | 'react' | 'renote' | 'open' | 'menu' | 'toggle' | 'clip';
/** What the focused note's keys do, by action (an action without a handler does nothing). */
export type NoteKeyHandlers = Partial<Record<NoteKeyAction, () => void>>;

/** The keys of each action, as `KeyboardEvent.key` lower-cased. */
export const NOTE_KEYS: Readonly<Record<NoteKeyAction, readonly string[]>> = {
  reply: ['r'],
  react: ['e', 'a'],
  renote: ['q'],
  open: ['o', 'enter'],
  menu: ['m'],
  /** Shows or hides what the CW or a long note's collapse holds back (a hidden note: shows it). */
  toggle: ['v'],
  clip: ['c'],
};

/**
 * The handlers of one list row. The pieces of a note card register what they can do
 * (the footer: reply, react, renote, menu; the card: open, and a menu when there is no
 * footer); the list calls them for the focused row.
 */
export class NoteRowKeys {
  private layers: { handlers: { current: NoteKeyHandlers }; fallback: boolean }[] = [];

  add(handlers: { current: NoteKeyHandlers }, fallback: boolean): () => void {
    const layer = { handlers, fallback };
    this.layers.push(layer);
    return () => {
      this.layers = this.layers.filter((l) => l !== layer);
    };
  }

  /** The handler of `action`: a non-fallback registration wins over a fallback one. */
  handler(action: NoteKeyAction): (() => void) | undefined {
    const pick = (fallback: boolean) =>
      this.layers.find((l) => l.fallback === fallback && l.handlers.current[action])?.handlers.current[action];
    return pick(false) ?? pick(true);
  }
}

const RowContext = createContext<NoteRowKeys | null>(null);

export function NoteRowKeysProvider(props: { keys: NoteRowKeys; children: ReactNode }) {
  return <RowContext.Provider value={props.keys}>{props.children}</RowContext.Provider>;
}

/**
 * Lets the keyboard run these handlers while this note's row has focus in a
 * `VirtualNoteList` (outside a list it does nothing). `fallback` handlers apply only where
 * nothing else registered the same action.
 */
export function useNoteKeys(handlers: NoteKeyHandlers, opts?: { fallback?: boolean }): void {
  const row = useContext(RowContext);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const fallback = opts?.fallback ?? false;
  useEffect(() => row?.add(latest, fallback), [row, fallback]);
}
