import { defineMessages } from '@kite/sdk';

export const gamesMessages = defineMessages('games', {
  bubbleGame: 'Bubble game',
  bubbleGameText: 'Drop monos and merge equal ones into bigger ones.',
  reversi: 'Reversi',
  reversiText: 'Play reversi against other people.',
  clickerText: 'Click the cookie. The count is the one the clicker widget shows.',
  clickerMissing: 'The clicker needs the basic widgets extension, which is switched off.',
});
