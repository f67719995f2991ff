import { defineMessages } from '@kite/sdk';

/** Texts of the AiScript console and button widgets (loaded with them). */
export const scriptWidgetMessages = defineMessages('pluginsWidgets', {
  script: 'Script',
  run: 'Run',
  running: 'Running…',
  stop: 'Stop',
  output: 'Output',
  label: 'Label',
  colored: 'Coloured',
  noOutput: 'No output',
  appEmpty: 'This app shows nothing yet. Write its script in the widget’s settings.',
  app: 'App',
  post: 'Post',
  postText: 'Note',
  posted: 'Posted',
  postFailed: 'Could not post',
  appErrors: 'Errors',
  showHeader: 'Show the header',
  refresh: 'Refresh',
});
