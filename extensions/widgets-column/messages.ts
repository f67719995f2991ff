import { defineMessages } from '@kite/sdk';

/** The one text the extension's declaration needs (the rest load with the column: columnMessages). */
export const widgetMessages = defineMessages('widgetsColumn', {
  widgets: 'Widgets',
});
