import { defineMessages } from '@kite/sdk';

export const widgetMessages = defineMessages('widgetsColumn', {
  widgets: 'Widgets',
  edit: 'Edit widgets',
  done: 'Done',
  add: 'Add widget',
  remove: 'Remove {name}',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  close: 'Close widgets',
});
