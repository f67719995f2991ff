import { BotProtection } from './BotProtection';
import { MetaPage } from './MetaPage';
import type { Draft } from './form';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const detecting = (d: Draft) => d.sensitiveMediaDetection !== 'none';
const validating = (d: Draft) => d.enableActiveEmailValidation;

const sections: readonly SectionSpec[] = [
  {
    title: m.sensitiveMedia,
    fields: [
      {
        kind: 'choice',
        key: 'sensitiveMediaDetection',
        label: m.sensitiveMediaDetection,
        options: [
          { value: 'none', text: m.detectNone },
          { value: 'all', text: m.detectAll },
          { value: 'local', text: m.detectLocal },
          { value: 'remote', text: m.detectRemote },
        ],
      },
      {
        kind: 'choice',
        key: 'sensitiveMediaDetectionSensitivity',
        when: detecting,
        label: m.sensitivity,
        hint: m.sensitivityHint,
        options: [
          { value: 'veryLow', text: m.sensVeryLow },
          { value: 'low', text: m.sensLow },
          { value: 'medium', text: m.sensMedium },
          { value: 'high', text: m.sensHigh },
          { value: 'veryHigh', text: m.sensVeryHigh },
        ],
      },
      { kind: 'switch', key: 'setSensitiveFlagAutomatically', when: detecting, label: m.setSensitiveFlagAutomatically },
      { kind: 'switch', key: 'enableSensitiveMediaDetectionForVideos', when: detecting, label: m.enableSensitiveMediaDetectionForVideos },
    ],
  },
  {
    title: m.emailValidation,
    fields: [
      { kind: 'switch', key: 'enableActiveEmailValidation', label: m.enableActiveEmailValidation },
      { kind: 'switch', key: 'enableVerifymailApi', when: validating, label: m.enableVerifymailApi },
      { kind: 'text', key: 'verifymailAuthKey', when: validating, label: m.verifymailAuthKey, input: 'password' },
      { kind: 'switch', key: 'enableTruemailApi', when: validating, label: m.enableTruemailApi },
      { kind: 'text', key: 'truemailInstance', when: validating, label: m.truemailInstance, input: 'url' },
      { kind: 'text', key: 'truemailAuthKey', when: validating, label: m.truemailAuthKey, input: 'password' },
    ],
  },
  {
    title: m.bannedEmailDomains,
    fields: [{ kind: 'lines', key: 'bannedEmailDomains', label: m.bannedEmailDomains, hint: m.bannedEmailDomainsHint }],
  },
  {
    title: m.ipLogging,
    fields: [{ kind: 'switch', key: 'enableIpLogging', label: m.enableIpLogging, hint: m.enableIpLoggingHint }],
  },
];

/** /admin/security: the captcha (tried before it is saved), sensitive media detection, email checks, banned email domains, IP logging. */
export default function SecurityPage() {
  return <MetaPage title={metaTitles.security} icon="lock" sections={sections} before={<BotProtection />} />;
}
