import type { MessageKey } from '@kite/sdk';
import { pageMessages as p } from './pages/messages';

/** The settings on each of this extension's pages, for the settings search (loaded with the menu). */
export const keywords: Readonly<Record<string, readonly MessageKey[]>> = {
  preferences: [
    p.language,
    p.animation,
    p.advancedMfm,
    p.animatedMfm,
    p.emojiStyle,
    p.timeDisplay,
    p.useBlurEffectForModal,
    p.disableShowingAnimatedImages,
    p.dataSaverMedia,
    p.pollingInterval,
    p.notificationPosition,
    p.defaultNoteVisibility,
    p.rememberNoteVisibility,
    p.menuDisplay,
  ],
  profiles: [p.profileName, p.backup, p.restore, p.autoBackup],
  navbar: [p.navbarItems, p.divider],
  profile: [p.displayName, p.bio, p.location, p.profileFields, p.birthday, p.isCat, p.isBot],
  privacy: [
    p.isLocked,
    p.autoAcceptFollowed,
    p.publicReactions,
    p.hideOnlineStatus,
    p.isExplorable,
    p.followingVisibility,
    p.followersVisibility,
  ],
  'mute-block': [p.wordMute, p.hardWordMute, p.instanceMute, p.mutedUsers, p.blockedUsers, p.renoteMutedUsers],
};
