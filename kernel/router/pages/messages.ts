import { defineMessages } from '@kite/sdk';

export const routerMessages = defineMessages('router', {
  notFound: 'Page not found',
  notFoundDescription: 'The page you asked for does not exist, or you may not see it.',
  goHome: 'Go to the start page',
  somethingHappened: 'Something happened',
  asyncLoadFail: 'CODE: ASYNC_COMP_LOAD_FAIL',
  retry: 'Retry',
  loading: 'Loading…',
});
