import { useSyncExternalStore } from 'react';

export interface Translation { sourceLang: string; text: string }

/**
 * Translations fetched by the note menu, by note id, so every card showing the note
 * renders it under its text. Bounded: the oldest are forgotten.
 */
export function createTranslations(max = 100) {
  const map = new Map<string, Translation>();
  const listeners = new Set<() => void>();
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  };
  return {
    set(noteId: string, tr: Translation) {
      map.delete(noteId);
      map.set(noteId, tr);
      if (map.size > max) map.delete(map.keys().next().value as string);
      for (const l of listeners) l();
    },
    get: (noteId: string): Translation | null => map.get(noteId) ?? null,
    useTranslation(noteId: string): Translation | null {
      return useSyncExternalStore(subscribe, () => map.get(noteId) ?? null);
    },
  };
}
export type Translations = ReturnType<typeof createTranslations>;
