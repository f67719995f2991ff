/** Misskey's clicker game save data (registry scope clickerGame, key saveData). */
export interface ClickerSave {
  gameVersion: number;
  cookies: number;
  totalCookies: number;
  totalHandmadeCookies: number;
  clicked: number;
  achievements: unknown[];
  facilities: unknown[];
}

export function emptySave(): ClickerSave {
  return { gameVersion: 2, cookies: 0, totalCookies: 0, totalHandmadeCookies: 0, clicked: 0, achievements: [], facilities: [] };
}

/** The stored value, with any field that is missing or not a number starting from zero (kept fields stay). */
export function readSave(v: unknown): ClickerSave {
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  const n = (k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? o[k] : 0);
  return {
    ...o,
    gameVersion: n('gameVersion') || 2,
    cookies: n('cookies'),
    totalCookies: n('totalCookies'),
    totalHandmadeCookies: n('totalHandmadeCookies'),
    clicked: n('clicked'),
    achievements: Array.isArray(o['achievements']) ? o['achievements'] : [],
    facilities: Array.isArray(o['facilities']) ? o['facilities'] : [],
  };
}
