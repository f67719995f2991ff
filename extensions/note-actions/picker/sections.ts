import type { MessageKey } from '@kite/sdk';
import { actionMessages as m } from '../allMessages';
import type { Category } from './unicodeEmoji';

export const CATEGORY_TITLES: Record<Category, MessageKey> = {
  face: m.catFace,
  people: m.catPeople,
  animals_and_nature: m.catAnimals,
  food_and_drink: m.catFood,
  activity: m.catActivity,
  travel_and_places: m.catTravel,
  objects: m.catObjects,
  symbols: m.catSymbols,
  flags: m.catFlags,
};

export const TONE_LABELS: readonly MessageKey[] = [m.tone0, m.tone1, m.tone2, m.tone3, m.tone4, m.tone5];

/** A user's emoji palette (Misskey's `emojiPalettes` preference: a named list of reactions). */
export interface Palette {
  id: string;
  name: string;
  emojis: string[];
}

export function isPaletteList(x: unknown): x is Palette[] {
  return (
    Array.isArray(x) &&
    x.every(
      (p) => typeof p === 'object' && p !== null && typeof Reflect.get(p, 'name') === 'string' && Array.isArray(Reflect.get(p, 'emojis')),
    )
  );
}
