import { defineMessages } from '@kite/sdk';

/** Texts of the timeline widget and its settings (loaded with them). */
export const timelineWidgetMessages = defineMessages('timeline.widget', {
  label: 'Timeline notes',
  empty: 'No notes yet.',
  failed: 'Could not load the timeline.',
  retry: 'Retry',
  showHeader: 'Show header',
  height: 'Height (px)',
  src: 'Timeline',
  home: 'Home',
  local: 'Local',
  social: 'Social',
  global: 'Global',
});
