import { AdBox, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { adsMessages as m } from './messages';
import { adsTitles } from './titles';

/** `/ads` (spec 1 §2.1, the about menu's "Ads"): every ad the server has, each one shown, whatever the person's ad settings. */
export default function AdsPage() {
  const t = useT();
  const ads = useViewer().meta?.ads ?? [];
  return (
    <article className="kite-panel">
      <PageHeader title={t(adsTitles.ads)} icon="speakerphone" />
      <p>{t(ads.length ? m.adsIntro : m.noAds)}</p>
      {ads.map((ad) => (
        <AdBox key={ad.id} places={[]} ad={ad} force />
      ))}
    </article>
  );
}
