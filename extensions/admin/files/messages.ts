import { defineMessages } from '@kite/sdk';

/** Texts of the control panel's list of every stored file. */
export const filesMessages = defineMessages('adminFiles', {
  files: 'Files',
  filters: 'Filters',
  origin: 'Server',
  all: 'All',
  local: 'Local',
  remote: 'Remote',
  host: 'Host',
  userId: 'User ID',
  type: 'MIME type',
  typeHint: 'For example image/png, or image/* for every image.',
  list: 'Files',
  none: 'No file matches.',
  loadFailed: 'Could not load the files: {error}',
  retry: 'Retry',
  loadMore: 'Load more',
  deleteHostFiles: 'Delete all files of {host}',
  deleteHostConfirm: 'Delete every file of {host}’s users stored here? This cannot be undone.',
  deleting: 'The files are being deleted.',
});
