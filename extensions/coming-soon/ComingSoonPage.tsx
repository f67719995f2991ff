import type { ComponentType } from 'react';
import { Link, ResultScreen, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { comingSoonMessages as m } from './messages';

/** The page for a spec path no extension has built yet: says so honestly, and which extension will bring it. */
export function comingSoonPage(path: string, bundle: string): ComponentType<RouteProps> {
  return function ComingSoonPage() {
    const t = useT();
    return (
      <div data-route={path} data-bundle={bundle}>
        <ResultScreen kind="empty" title={t(m.notAvailableYet)} text={`${t(m.notAvailableYetDescription)} ${t(m.comesWith, { bundle })}`}>
          <Link to="/">{t(m.goHome)}</Link>
        </ResultScreen>
      </div>
    );
  };
}
