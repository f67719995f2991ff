import { defineMessages } from '@kite/sdk';

export const threadMessages = defineMessages('notes.thread', {
  /** The browser tab's title on a note's page. */
  note: 'Note',
  conversation: 'Conversation',
  replies: 'Replies',
  renotes: 'Renotes',
  reactions: 'Reactions',
  tabs: 'About this note',
  continueThread: 'Continue this thread',
  noReplies: 'No replies yet',
  noRenotes: 'No renotes yet',
  noReactions: 'No reactions yet',
  renotedBy: 'Renoted by {name}',
  reactedWith: '{name} reacted with {reaction}',
  loading: 'Loading',
});
