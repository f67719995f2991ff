import { MetaPage } from './MetaPage';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const sections: readonly SectionSpec[] = [
  {
    title: m.registration,
    fields: [
      { kind: 'switch', key: 'disableRegistration', invert: true, label: m.openRegistration, hint: m.openRegistrationHint },
      { kind: 'switch', key: 'emailRequiredForSignup', label: m.emailRequiredForSignup },
      {
        kind: 'choice',
        key: 'ugcVisibilityForVisitor',
        label: m.ugcVisibilityForVisitor,
        options: [
          { value: 'all', text: m.ugcAll },
          { value: 'local', text: m.ugcLocal },
          { value: 'none', text: m.ugcNone },
        ],
      },
    ],
  },
  {
    title: m.words,
    fields: [
      { kind: 'lines', key: 'sensitiveWords', label: m.sensitiveWords, hint: m.sensitiveWordsHint },
      { kind: 'lines', key: 'prohibitedWords', label: m.prohibitedWords, hint: m.prohibitedWordsHint },
      {
        kind: 'lines',
        key: 'prohibitedWordsForNameOfUser',
        label: m.prohibitedWordsForNameOfUser,
        hint: m.prohibitedWordsForNameOfUserHint,
      },
      { kind: 'lines', key: 'hiddenTags', label: m.hiddenTags, hint: m.hiddenTagsHint },
      { kind: 'lines', key: 'preservedUsernames', label: m.preservedUsernames, hint: m.preservedUsernamesHint },
    ],
  },
  {
    title: m.servers,
    fields: [
      { kind: 'lines', key: 'silencedHosts', label: m.silencedHosts, hint: m.silencedHostsHint },
      { kind: 'lines', key: 'mediaSilencedHosts', label: m.mediaSilencedHosts, hint: m.mediaSilencedHostsHint },
      { kind: 'lines', key: 'blockedHosts', label: m.blockedHosts, hint: m.blockedHostsHint },
    ],
  },
];

/** /admin/moderation: open or invitation-only registration, email for sign-up, word lists, silenced and blocked servers. */
export default function ModerationPage() {
  return <MetaPage title={metaTitles.moderation} icon="shield" sections={sections} />;
}
