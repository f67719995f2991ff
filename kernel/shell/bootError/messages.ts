import { defineMessages } from '../../../sdk/i18n';

/** Texts of the page-load error page; shown in en-US (the language pack may be what failed to load). */
export const bootErrorMessages = defineMessages('bootError', {
  title: 'Kite could not start',
  description:
    'An error occurred while loading the page. Reloading often helps; if the problem persists, try the troubleshooting guide or contact the server’s administrator.',
  checking: 'Checking the server…',
  serverDead: 'The server is not responding. It may be down or under maintenance; please wait a while and try again.',
  newVersion: 'A new version of Kite is available ({version}). Please reload the page.',
  reload: 'Reload',
  troubleshooting: 'Troubleshooting',
  safeMode: 'Start in safe mode',
  details: 'Error details',
});
