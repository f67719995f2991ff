import { defineMessages } from '@kite/sdk';

/** Texts of the control panel's database page. */
export const databaseMessages = defineMessages('adminDatabase', {
  database: 'Database',
  tables: 'Tables',
  indexes: 'Indexes',
  table: 'Table',
  index: 'Index',
  rows: 'Rows',
  size: 'Size',
  sortBy: 'Sort by',
  bySize: 'Size, largest first',
  byRows: 'Rows, most first',
  byName: 'Name',
  loadFailed: 'Could not load the database statistics: {error}',
  retry: 'Retry',
});
