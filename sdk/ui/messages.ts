import { defineMessages } from '../i18n';

/** Texts of the sdk's own UI pieces. */
export const sdkUiMessages = defineMessages('sdkUi', {
  openInWindow: 'Open in window',
  showInPage: 'Show in page',
  openInNewTab: 'Open in new tab',
  copyLink: 'Copy link',
  copied: 'Copied',
  loading: 'Loading',
  retry: 'Retry',
  somethingHappened: 'Something happened',
  asyncLoadFail: 'CODE: ASYNC_COMP_LOAD_FAIL',
  notFound: 'Not found',
  nothing: 'Nothing here',
  gotIt: 'Got it',
  hideAllTips: 'Hide all tips',
  tip: 'Tip',
  ad: 'Ad',
  back: 'Back',
  newNotes: 'New notes',
  loadMore: 'Load more',
  loadFailed: 'Could not load',
  noNotes: 'No notes',
});
