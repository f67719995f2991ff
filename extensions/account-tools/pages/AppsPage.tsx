import { useT } from '@kite/sdk';
import { messages as m } from '../messages';
import { titles } from '../titles';
import { TokenList } from './TokenList';

/** `/settings/apps`: the apps (and tokens) with access to the account, as Misskey lists them (`i/apps`), each revocable. */
export default function AppsPage() {
  const t = useT();
  return (
    <div className="kite-settings-page kite-apps">
      <h1>{t(titles.apps)}</h1>
      <p className="kite-settings-note">{t(m.appsHelp)}</p>
      <TokenList version={0} />
    </div>
  );
}
