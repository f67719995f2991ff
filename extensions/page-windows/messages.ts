import { defineMessages } from '@kite/sdk';

export const windowMessages = defineMessages('pageWindow', {
  back: 'Back',
  reload: 'Reload',
  showInPage: 'Show in page',
  popOut: 'Pop out',
  openInNewTab: 'Open in new tab',
  copyLink: 'Copy link',
  copied: 'Copied',
  menu: 'Window menu',
  minimize: 'Minimize',
  maximize: 'Maximize',
  restore: 'Restore',
  close: 'Close',
  resize: 'Resize window',
});
