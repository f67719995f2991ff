/** Spec 3 §9 mute durations (a month is 30 days); `null` is indefinite. */
export const muteDurations = [
  { key: 'mute10m', ms: 10 * 60_000 },
  { key: 'mute1h', ms: 3_600_000 },
  { key: 'mute1d', ms: 86_400_000 },
  { key: 'mute1w', ms: 7 * 86_400_000 },
  { key: 'mute2w', ms: 14 * 86_400_000 },
  { key: 'mute1mo', ms: 30 * 86_400_000 },
  { key: 'muteForever', ms: null },
] as const;

/** Role assignment periods of Misskey's user menu (a month is 30 days); `null` is indefinite. */
export const rolePeriods = [
  { key: 'muteForever', ms: null },
  { key: 'mute1h', ms: 3_600_000 },
  { key: 'mute1d', ms: 86_400_000 },
  { key: 'mute1w', ms: 7 * 86_400_000 },
  { key: 'role1mo', ms: 30 * 86_400_000 },
] as const;
