import { Dialogs, I18n, PreferenceProfiles } from '@kite/sdk';
import type { ServiceResolver, SyncChoice } from '@kite/sdk';
import { deckMessages as m } from './messages';

const KEYS = ['deck.profiles', 'deck.profile'] as const;

/**
 * Deck profiles live on the server (spec 1 §7 registry, Misskey's `client/preferences/sync`
 * layout), so the deck built on one device or in Misskey's own client comes back on another.
 * Sync is turned on when the deck first shows; where this device has no deck yet the server's
 * wins without asking, otherwise the person chooses. Retries while the registry client is
 * still loading after start-up.
 */
export async function syncDeck(services: ServiceResolver, localIsEmpty: () => boolean, signal: { stopped: boolean }): Promise<void> {
  if (!services.has(PreferenceProfiles)) return;
  const profiles = services.resolve(PreferenceProfiles);
  const choose = async (): Promise<SyncChoice> => {
    if (localIsEmpty()) return 'remote';
    if (!services.has(Dialogs)) return 'remote';
    const t = services.resolve(I18n).t.bind(services.resolve(I18n));
    const useServer = await services.resolve(Dialogs).confirm({
      type: 'question',
      title: t(m.syncConflictTitle),
      text: t(m.syncConflictText),
      okText: t(m.useServerDeck),
      cancelText: t(m.keepDeviceDeck),
    });
    return useServer ? 'remote' : 'local';
  };
  for (const key of KEYS) {
    for (let attempt = 0; attempt < 20 && !signal.stopped; attempt++) {
      if (profiles.isSynced(key)) break;
      if (await profiles.enableSync(key, choose).catch(() => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
