import { defineMessages } from '@kite/sdk';

/** Texts of the column's edit mode and settings form (loaded with the column, not at start). */
export const columnMessages = defineMessages('widgetsColumnEdit', {
  edit: 'Edit widgets',
  done: 'Done',
  add: 'Add widget',
  remove: 'Remove {name}',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  drag: 'Drag {name} to another place',
  configure: 'Settings of {name}',
  settingsTitle: 'Settings of {name}',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close widgets',
  empty: 'No widgets. Edit widgets to add some.',
  notNumber: 'Enter a number.',
  tooSmall: 'At least {min}.',
  tooLarge: 'At most {max}.',
  notUrl: 'Enter an http or https address.',
  moved: '{name} moved to place {place} of {count}.',
  loadFailed: 'This widget could not be loaded.',
});
