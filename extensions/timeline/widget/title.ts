import { defineMessages } from '@kite/sdk';

/** The timeline widget's title (declared at start) — apart from its other texts, which load with it. */
export const timelineWidgetTitle = defineMessages('timeline.widgetTitle', { title: 'Timeline' });
