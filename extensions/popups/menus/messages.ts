import { defineMessages } from '@kite/sdk';

export const menuMessages = defineMessages('menu', {
  menu: 'Menu',
  loading: 'Loading…',
});
