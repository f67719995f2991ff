import { defineMessages } from '@kite/sdk';

/** Texts of the avatar decorations manager (/admin/avatar-decorations, /avatar-decorations). */
export const decorationsMessages = defineMessages('adminDecorations', {
  title: 'Avatar decorations',
  add: 'Add a decoration',
  edit: 'Edit {name}',
  editButton: 'Edit',
  name: 'Name',
  description: 'Description',
  url: 'Image URL',
  urlInvalid: 'Enter an http(s) address',
  upload: 'Upload an image',
  roles: 'Roles that may use it',
  rolesHint: 'None chosen: everyone may',
  none: 'No decorations',
  loadFailed: 'Could not load the decorations: {error}',
  retry: 'Retry',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete {name}?',
  saved: 'Saved',
  preview: 'Preview of {name}',
});
