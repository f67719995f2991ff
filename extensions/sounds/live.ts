import type { SoundsService, StreamService } from '@kite/sdk';

/** Notifications and chat messages on the main channel play their sounds; returns the stop function. */
export function connectSounds(stream: StreamService, sounds: SoundsService): () => void {
  const main = stream.useChannel('main');
  main.on('notification', () => sounds.play('notification'));
  main.on('newChatMessage', () => sounds.play('chatMessage'));
  return () => main.dispose();
}
