import { defineMessages } from '@kite/sdk';

/** The texts the extension's declarations need at start-up (the rest load with the pages). */
export const entryMessages = defineMessages('chat.entry', {
  chat: 'Chat',
  startChat: 'Chat',
  newMessage: 'New message from {name}',
  newRoomMessage: '{name} in {room}',
});
