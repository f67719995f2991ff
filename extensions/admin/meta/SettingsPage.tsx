import { MetaPage } from './MetaPage';
import type { Draft } from './form';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const federating = (d: Draft) => d.federation !== 'none';

const sections: readonly SectionSpec[] = [
  {
    title: m.info,
    fields: [
      { kind: 'text', key: 'name', label: m.name },
      { kind: 'text', key: 'shortName', label: m.shortName, hint: m.shortNameHint },
      { kind: 'text', key: 'description', label: m.description, multiline: true },
      { kind: 'text', key: 'maintainerName', label: m.maintainerName },
      { kind: 'text', key: 'maintainerEmail', label: m.maintainerEmail, input: 'email' },
    ],
  },
  {
    title: m.links,
    fields: [
      { kind: 'text', key: 'inquiryUrl', label: m.inquiryUrl, hint: m.inquiryUrlHint, input: 'url' },
      { kind: 'text', key: 'tosUrl', label: m.tosUrl, input: 'url' },
      { kind: 'text', key: 'privacyPolicyUrl', label: m.privacyPolicyUrl, input: 'url' },
      { kind: 'text', key: 'impressumUrl', label: m.impressumUrl, hint: m.impressumUrlHint, input: 'url' },
      { kind: 'text', key: 'repositoryUrl', label: m.repositoryUrl, hint: m.repositoryUrlHint, input: 'url' },
      { kind: 'text', key: 'feedbackUrl', label: m.feedbackUrl, input: 'url' },
    ],
  },
  { fields: [{ kind: 'rules' }] },
  { fields: [{ kind: 'lines', key: 'pinnedUsers', label: m.pinnedUsers, hint: m.pinnedUsersHint }] },
  {
    title: m.serviceWorker,
    fields: [
      { kind: 'switch', key: 'enableServiceWorker', label: m.enableServiceWorker },
      { kind: 'text', key: 'swPublicKey', label: m.swPublicKey },
      { kind: 'text', key: 'swPrivateKey', label: m.swPrivateKey, input: 'password' },
    ],
  },
  {
    title: m.ads,
    fields: [{ kind: 'number', key: 'notesPerOneAd', label: m.notesPerOneAd, hint: m.notesPerOneAdHint, min: 0, max: 1000 }],
  },
  {
    title: m.urlPreview,
    fields: [
      { kind: 'switch', key: 'urlPreviewEnabled', label: m.urlPreviewEnabled },
      { kind: 'switch', key: 'urlPreviewAllowRedirect', label: m.urlPreviewAllowRedirect },
      { kind: 'switch', key: 'urlPreviewRequireContentLength', label: m.urlPreviewRequireContentLength },
      { kind: 'number', key: 'urlPreviewMaximumContentLength', label: m.urlPreviewMaximumContentLength, min: 0, max: 2 ** 31 - 1 },
      { kind: 'number', key: 'urlPreviewTimeout', label: m.urlPreviewTimeout, min: 0, max: 600_000 },
      { kind: 'text', key: 'urlPreviewUserAgent', label: m.urlPreviewUserAgent, hint: m.urlPreviewUserAgentHint },
      {
        kind: 'text',
        key: 'urlPreviewSummaryProxyUrl',
        label: m.urlPreviewSummaryProxyUrl,
        hint: m.urlPreviewSummaryProxyUrlHint,
        input: 'url',
      },
    ],
  },
  {
    title: m.federation,
    fields: [
      {
        kind: 'choice',
        key: 'federation',
        label: m.federationMode,
        options: [
          { value: 'all', text: m.federationAll },
          { value: 'specified', text: m.federationSpecified },
          { value: 'none', text: m.federationNone },
        ],
      },
      { kind: 'lines', key: 'federationHosts', label: m.federationHosts, when: (d) => d.federation === 'specified' },
      { kind: 'switch', key: 'signToActivityPubGet', label: m.signToActivityPubGet, when: federating },
      { kind: 'switch', key: 'proxyRemoteFiles', label: m.proxyRemoteFiles, when: federating },
      { kind: 'switch', key: 'allowExternalApRedirect', label: m.allowExternalApRedirect, when: federating },
      { kind: 'switch', key: 'cacheRemoteFiles', label: m.cacheRemoteFiles, hint: m.cacheRemoteFilesHint, when: federating },
      {
        kind: 'switch',
        key: 'cacheRemoteSensitiveFiles',
        label: m.cacheRemoteSensitiveFiles,
        when: (d) => federating(d) && d.cacheRemoteFiles,
      },
    ],
  },
];

/** /admin/settings: the server's name, description, administrator, links, rules, pinned users, push, ads, URL previews, federation. */
export default function SettingsPage() {
  return <MetaPage title={metaTitles.settings} icon="settings" sections={sections} />;
}
