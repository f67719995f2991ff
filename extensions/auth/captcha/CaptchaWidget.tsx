import type { ComponentProps } from 'react';
import type { AuthUiService, LazyComponent } from '@kite/sdk';
import { Captcha } from './Captcha';

type Props = AuthUiService['Captcha'] extends LazyComponent<infer P> | undefined ? P : never;

/** The sign-up captcha for any provider and keys, as other features place it through `AuthUi.Captcha`. */
export default function CaptchaWidget(p: Props) {
  const setting: ComponentProps<typeof Captcha>['setting'] = { kind: p.provider, siteKey: p.siteKey, instanceUrl: p.instanceUrl };
  return <Captcha setting={setting} onChange={p.onChange} resetKey={p.resetKey} />;
}
