import { MetaPage } from './MetaPage';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const sections: readonly SectionSpec[] = [
  {
    title: metaTitles.branding,
    fields: [
      { kind: 'text', key: 'themeColor', label: m.themeColor, hint: m.themeColorHint },
      { kind: 'text', key: 'iconUrl', label: m.iconUrl, input: 'url' },
      { kind: 'text', key: 'app192IconUrl', label: m.app192IconUrl, input: 'url', hint: m.pwaHint },
      { kind: 'text', key: 'app512IconUrl', label: m.app512IconUrl, input: 'url', hint: m.pwaHint },
    ],
  },
  {
    title: m.images,
    fields: [
      { kind: 'text', key: 'bannerUrl', label: m.bannerUrl, input: 'url' },
      { kind: 'text', key: 'backgroundImageUrl', label: m.backgroundImageUrl, input: 'url' },
      { kind: 'text', key: 'infoImageUrl', label: m.infoImageUrl, input: 'url' },
      { kind: 'text', key: 'notFoundImageUrl', label: m.notFoundImageUrl, input: 'url' },
      { kind: 'text', key: 'serverErrorImageUrl', label: m.serverErrorImageUrl, input: 'url' },
    ],
  },
  {
    title: m.themes,
    note: m.themeHint,
    fields: [
      { kind: 'text', key: 'defaultLightTheme', label: m.defaultLightTheme, multiline: true, code: true },
      { kind: 'text', key: 'defaultDarkTheme', label: m.defaultDarkTheme, multiline: true, code: true },
    ],
  },
  {
    title: m.manifestJsonOverride,
    fields: [
      {
        kind: 'text',
        key: 'manifestJsonOverride',
        label: m.manifestJsonOverride,
        hint: m.manifestJsonOverrideHint,
        multiline: true,
        code: true,
      },
    ],
  },
];

/** /admin/branding: theme colour, icons (PWA too), images, default themes, the manifest override. */
export default function BrandingPage() {
  return <MetaPage title={metaTitles.branding} icon="palette" sections={sections} />;
}
