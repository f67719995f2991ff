import { defineMessages } from '../i18n';

/** Texts of the sdk's page pieces (header, results, tips, ads, deferred content). */
export const pageMessages = defineMessages('sdkPage', {
  loading: 'Loading',
  empty: 'Nothing here',
  notFound: 'Not found',
  notFoundText: 'The page or item you were looking for could not be found.',
  error: 'Something happened',
  errorText: 'An error occurred. Please try again.',
  retry: 'Retry',
  tabs: 'Tabs',
  actions: 'Page actions',
  tip: 'Tip',
  gotIt: 'Got it',
  hideAllTips: 'Hide all tips',
  ad: 'Ad',
  reduceFrequency: 'Show this ad less often',
});
