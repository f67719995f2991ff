import { createElement } from 'react';
import type { ComponentType } from 'react';
import { useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { messages as m } from '../messages';
import RegistryPageImpl from './RegistryPage';
import RegistryKeysPageImpl from './RegistryKeysPage';
import RegistryValuePageImpl from './RegistryValuePage';
import '../account-tools.css';

/** The registry belongs to an account: signed out, a page says so instead of calling the server. */
function signedInOnly(Page: ComponentType<RouteProps>): ComponentType<RouteProps> {
  function SignedInOnly(props: RouteProps) {
    const t = useT();
    const viewer = useViewer();
    if (!viewer.me) return createElement('p', { role: 'alert', className: 'kite-registry' }, t(m.signInFirst));
    return createElement(Page, props);
  }
  return SignedInOnly;
}

/** The registry browser's pages as one lazy chunk. */
export const RegistryPage = signedInOnly(RegistryPageImpl);
export const RegistryKeysPage = signedInOnly(RegistryKeysPageImpl);
export const RegistryValuePage = signedInOnly(RegistryValuePageImpl);
