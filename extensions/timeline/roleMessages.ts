import { defineMessages } from '@kite/sdk';

/** Texts of /roles/:roleId (loaded with that page). */
export const roleMessages = defineMessages('timelineRole', {
  users: 'Users',
  timeline: 'Timeline',
  tabs: 'Role page sections',
  members: 'Members of {role}',
  noRole: 'This role does not exist.',
  nothing: 'Nothing here',
  failed: 'Could not load the role.',
  loadMore: 'Load more',
});
