import { defineMessages } from '@kite/sdk';

/** Texts of /settings/emoji-palette (loaded with the page). */
export const paletteMessages = defineMessages('noteActions.palette', {
  help: 'Palettes are your own rows of emoji in the reaction picker. The main palette comes first.',
  noPalettes: 'No palettes yet.',
  newPalette: 'New palette',
  defaultName: 'Palette {n}',
  name: 'Palette name',
  main: 'Main palette (shown first in the reaction picker)',
  addEmoji: 'Add an emoji',
  empty: 'No emoji in this palette yet.',
  removeEmoji: 'Remove {emoji}',
  moveLeft: 'Move {emoji} earlier',
  moveRight: 'Move {emoji} later',
  deletePalette: 'Delete palette',
  deleteConfirm: 'Delete the palette “{name}”?',
  emojisOf: 'Emoji of {name}',
});
