/**
 * The objects ("monos") of each game mode: level, size, shape, points and whether it can be
 * dropped. The ladder is the one Misskey 2025.9's bubble game plays (each level 1.25 times the
 * one below; levels 1–5 are dropped, 6–10 only made by merging), so scores compare across
 * clients on the server's ranking. The looks (colours, labels) are Kite's own.
 */

/** The modes Misskey 2025.9 offers that Kite plays (its `sweets` mode needs its own drawn shapes). */
export const GAME_MODES = ['normal', 'square', 'yen'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export function isGameMode(v: unknown): v is GameMode {
  return typeof v === 'string' && (GAME_MODES as readonly string[]).includes(v);
}

export interface Mono {
  /** Unique within a mode: what the physics bodies are labelled with. */
  id: string;
  level: number;
  /** Width and height in game units (the box is 450 × 600). */
  sizeX: number;
  sizeY: number;
  shape: 'circle' | 'rectangle';
  /** Points for merging two of these. */
  score: number;
  dropCandidate: boolean;
  /** Fill colour and the short label drawn on it. */
  color: string;
  label: string;
}

const GROWTH = 1.25;
const grown = (base: number, level: number) => base * GROWTH ** (level - 1);

/** Ten hues from small (warm) to big (cool), readable with white text. */
const HUES = ['#d94a4a', '#e07b1f', '#c9a400', '#6aa521', '#1f9e6a', '#178f9e', '#2f6fd0', '#6552d6', '#9b46c2', '#c23f8e'];

function ladder(mode: GameMode, base: number, shape: Mono['shape']): Mono[] {
  return HUES.map((color, i) => {
    const level = i + 1;
    const size = grown(base, level);
    return {
      id: `${mode}-${level}`,
      level,
      sizeX: size,
      sizeY: size,
      shape,
      score: 2 ** i,
      dropCandidate: level <= 5,
      color,
      label: String(level),
    };
  });
}

/** Coins (levels 1–6, circles) then notes (7–10, wide rectangles), worth their face value in yen. */
const YEN: readonly { value: number; color: string }[] = [
  { value: 1, color: '#8d949b' },
  { value: 5, color: '#b8911c' },
  { value: 10, color: '#a0582c' },
  { value: 50, color: '#7d868e' },
  { value: 100, color: '#6f7880' },
  { value: 500, color: '#a68a2a' },
  { value: 1000, color: '#3f6db3' },
  { value: 2000, color: '#4c8a55' },
  { value: 5000, color: '#8a5aa8' },
  { value: 10000, color: '#9a6a33' },
];
const COIN_BASE = 32;
const NOTE_BASE = 70;

function yenLadder(): Mono[] {
  return YEN.map(({ value, color }, i) => {
    const level = i + 1;
    const note = level >= 7;
    const sizeY = note ? grown(NOTE_BASE, level - 6) : grown(COIN_BASE, level);
    return {
      id: `yen-${level}`,
      level,
      sizeX: note ? sizeY * 2 : sizeY,
      sizeY,
      shape: note ? 'rectangle' : 'circle',
      score: value,
      dropCandidate: level <= 5,
      color,
      label: String(value),
    };
  });
}

const MONOS: Record<GameMode, readonly Mono[]> = {
  normal: ladder('normal', 32, 'circle'),
  square: ladder('square', 28, 'rectangle'),
  yen: yenLadder(),
};

export function monosOf(mode: GameMode): readonly Mono[] {
  return MONOS[mode];
}

/** Merging adds a combo bonus, except where the score is money (yen). */
export function hasComboBonus(mode: GameMode): boolean {
  return mode !== 'yen';
}
