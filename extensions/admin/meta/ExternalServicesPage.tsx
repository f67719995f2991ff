import { MetaPage } from './MetaPage';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const sections: readonly SectionSpec[] = [
  {
    title: m.deepl,
    fields: [
      { kind: 'text', key: 'deeplAuthKey', label: m.deeplAuthKey, input: 'password' },
      { kind: 'switch', key: 'deeplIsPro', label: m.deeplIsPro, hint: m.deeplIsProHint },
    ],
  },
  {
    title: m.googleAnalytics,
    fields: [{ kind: 'text', key: 'googleAnalyticsMeasurementId', label: m.googleAnalyticsMeasurementId, hint: m.googleAnalyticsHint }],
  },
];

/** /admin/external-services: DeepL translation and Google Analytics. */
export default function ExternalServicesPage() {
  return <MetaPage title={metaTitles.externalServices} icon="link" sections={sections} />;
}
