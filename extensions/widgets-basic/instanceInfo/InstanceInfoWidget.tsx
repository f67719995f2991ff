import { useSyncExternalStore } from 'react';
import { Instance, Link, useService } from '@kite/sdk';
import { Img } from '../shared/Img';
import '../widgets.css';

/** The server information widget: the server's banner, icon and name, linking to /about. */
export default function InstanceInfoWidget() {
  const instance = useService(Instance);
  const meta = useSyncExternalStore(
    (fn) => instance.subscribe(fn),
    () => instance.meta,
  );
  if (!meta) return null;
  return (
    <Link to="/about" className="kite-winstance">
      <div className="kite-wprofile-banner">{meta.bannerUrl && <Img src={meta.bannerUrl} alt="" />}</div>
      <Img src={meta.iconUrl ?? '/favicon.ico'} alt="" className="kite-wprofile-avatar" width={56} height={56} />
      <strong className="kite-winstance-name" data-testid="instance-name">
        {meta.name ?? window.location.host}
      </strong>
      <span className="kite-wprofile-acct">{window.location.host}</span>
    </Link>
  );
}
