/**
 * "This user changed" (muted, blocked, listed…) inside the users extension: the menu's
 * actions announce it, the open profile re-reads the user.
 */
const listeners = new Set<(userId: string) => void>();

export const userChanges = {
  emit(userId: string): void {
    for (const l of listeners) l(userId);
  },
  on(listener: (userId: string) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
