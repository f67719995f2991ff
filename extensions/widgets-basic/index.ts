import { defineExtension } from '@kite/sdk';
import { widgetsBasicMessages as m } from './messages';

/** Simple widgets for the side column: calendar (part of the default column) and digital clock. */
export default defineExtension({
  id: 'widgets-basic',
  activate(ctx) {
    ctx.widgets.add({ name: 'calendar', title: m.calendar, component: { lazy: () => import('./CalendarWidget') } });
    ctx.widgets.add({ name: 'digitalClock', title: m.digitalClock, component: { lazy: () => import('./DigitalClockWidget') } });
  },
});
