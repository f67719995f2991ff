/** A widget's `timezone` setting as an Intl time zone (Misskey stores the lower-cased name), or undefined for the device's. */
export function timeZoneOf(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
