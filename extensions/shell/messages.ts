import { defineMessages } from '@kite/sdk';

export const shellMessages = defineMessages('shell', {
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to content',
  devBuild: 'This is a development build of Kite.',
  extensionFailed: 'Extension “{id}” failed to start: {error}',
  safeMode: 'Safe mode is on: third-party extensions and plugins are not loaded.',
  turnOffSafeMode: 'Turn off safe mode',
  timeline: 'Timeline',
  visitorNavigation: 'Visitor navigation',
  botAccount: 'You are logged in as a bot account.',
});
