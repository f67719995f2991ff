import { defineMessages } from '@kite/sdk';

export const searchMessages = defineMessages('search', {
  title: 'Search',
  notes: 'Notes',
  users: 'Users',
  query: 'Search for',
  submit: 'Search',
  user: 'From user (@name or @name@host)',
  host: 'Server (host)',
  origin: 'Origin',
  originCombined: 'Local and remote',
  originLocal: 'Local',
  originRemote: 'Remote',
  noNotePermission: 'Your role does not allow searching notes',
  noUserPermission: 'Your role does not allow searching users',
  noResults: 'Nothing found',
  results: 'Results for “{q}”',
  enterQuery: 'Type something to search for',
  userNotFound: 'No such user: {acct}',
  channelFilter: 'In channel {id}',
});
