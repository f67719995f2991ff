import { useCallback, useSyncExternalStore } from 'react';

export interface Translation {
  sourceLang: string;
  text: string;
}

/**
 * Translations fetched by the note menu, by note id, so every card showing the note
 * renders it under its text. Bounded: the oldest are forgotten. `set` tells whether any
 * card is showing the note, so the caller can fall back to a dialog where none does.
 */
export function createTranslations(max = 100) {
  const map = new Map<string, Translation>();
  const watchers = new Map<string, Set<() => void>>();
  const subscribe = (noteId: string, fn: () => void) => {
    let set = watchers.get(noteId);
    if (!set) watchers.set(noteId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) watchers.delete(noteId);
    };
  };
  return {
    /** Stores the translation; returns false when no card shows the note. */
    set(noteId: string, tr: Translation): boolean {
      map.delete(noteId);
      map.set(noteId, tr);
      if (map.size > max) map.delete(map.keys().next().value as string);
      const set = watchers.get(noteId);
      for (const l of set ?? []) l();
      return !!set?.size;
    },
    get: (noteId: string): Translation | null => map.get(noteId) ?? null,
    useTranslation(noteId: string): Translation | null {
      const sub = useCallback((fn: () => void) => subscribe(noteId, fn), [noteId]);
      return useSyncExternalStore(sub, () => map.get(noteId) ?? null);
    },
  };
}
export type Translations = ReturnType<typeof createTranslations>;
