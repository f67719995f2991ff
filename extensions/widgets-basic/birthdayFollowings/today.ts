/** Today's date as Misskey's `birthday` filter takes it (yyyy-mm-dd; the server compares month and day). */
export function todayBirthday(now: Date): string {
  return `${String(now.getFullYear()).padStart(4, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
