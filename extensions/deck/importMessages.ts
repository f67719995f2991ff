import { defineMessages } from '@kite/sdk';

/** Texts of the Misskey deck import on /settings/deck. */
export const importMessages = defineMessages('deck.import', {
  title: 'Import a deck from Misskey',
  hint: "Deck layouts Misskey's web client saved on this server: in preference backups, or from Misskey before 2025. An import becomes a new profile.",
  search: 'Look for Misskey decks',
  searching: 'Looking…',
  failed: "The server's saved settings could not be read: {message}",
  none: 'No Misskey deck layout is saved on this server.',
  found: 'Misskey decks found',
  columnsOne: '{count} column',
  columnsOther: '{count} columns',
  fromBackup: '({columns}, backup "{from}")',
  fromLegacy: '({columns}, saved by Misskey before 2025)',
  import: 'Import',
  importNamed: 'Import {name}',
  imported: 'Imported as the profile "{name}", now in use.',
});
