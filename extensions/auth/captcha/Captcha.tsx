import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useT } from '@kite/sdk';
import { authMessages as m } from '../messages';
import { loadWidget } from './captcha';
import type { CaptchaSetting } from './captcha';

/**
 * The captcha the server asks for, loaded only then: hCaptcha / reCAPTCHA / Turnstile by
 * their scripts (allowed by the CSP through kite.config.json), mCaptcha as its iframe, the
 * testcaptcha as a field. `onChange` gets the response, or null when it expires or resets;
 * a new `resetKey` starts over (after a failed attempt a response cannot be reused).
 */
export function Captcha(props: { setting: CaptchaSetting; onChange: (response: string | null) => void; resetKey: number }) {
  const { setting } = props;
  if (setting.kind === 'testcaptcha') return <TestCaptcha key={props.resetKey} onChange={props.onChange} />;
  if (setting.kind === 'mcaptcha') return <MCaptcha key={props.resetKey} setting={setting} onChange={props.onChange} />;
  return <WidgetCaptcha key={props.resetKey} setting={setting} onChange={props.onChange} />;
}

function WidgetCaptcha(props: { setting: CaptchaSetting; onChange: (r: string | null) => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Called from the widget's callbacks, set up in the effect below: the latest handler, not a reason to rebuild the widget.
  const onChange = useEffectEvent((r: string | null) => props.onChange(r));
  const { kind, siteKey } = props.setting;

  useEffect(() => {
    let alive = true;
    let widget: { id: string | number; remove(): void } | null = null;
    onChange(null);
    loadWidget(kind).then(
      (api) => {
        if (!alive || !ref.current || !siteKey) return;
        // A fresh child each time: reCAPTCHA refuses to render twice into one element.
        const box = document.createElement('div');
        ref.current.append(box);
        const id = api.render(box, {
          sitekey: siteKey,
          theme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
          callback: (token: unknown) => onChange(typeof token === 'string' ? token : null),
          'expired-callback': () => onChange(null),
          'error-callback': () => onChange(null),
        });
        widget = {
          id,
          remove: () => {
            try {
              api.remove?.(id);
            } catch {
              /* already gone */
            }
            box.remove();
          },
        };
        setState('ready');
      },
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
      widget?.remove();
    };
  }, [kind, siteKey]);

  return (
    <div className="kite-auth-captcha" role="group" aria-label={t(m.captcha)}>
      {state === 'loading' && <p className="kite-auth-hint">{t(m.captchaLoading)}</p>}
      {state === 'failed' && (
        <p role="alert" className="kite-auth-error">
          {t(m.captchaBlocked, { provider: kind })}
        </p>
      )}
      <div ref={ref} />
    </div>
  );
}

/** mCaptcha's widget is a page on its own server that posts the token to its parent. */
function MCaptcha(props: { setting: CaptchaSetting; onChange: (r: string | null) => void }) {
  const t = useT();
  const { instanceUrl, siteKey } = props.setting;
  // Called from the widget's callbacks, set up in the effect below: the latest handler, not a reason to rebuild the widget.
  const onChange = useEffectEvent((r: string | null) => props.onChange(r));
  let origin: string | null = null;
  try {
    const u = instanceUrl ? new URL(instanceUrl) : null;
    origin = u && (u.protocol === 'https:' || u.protocol === 'http:') ? u.origin : null;
  } catch {
    /* invalid: shown as blocked below */
  }

  useEffect(() => {
    onChange(null);
    if (!origin) return;
    const onMessage = (e: MessageEvent) => {
      // Only the mCaptcha server's own frame may hand us a token.
      if (e.origin !== origin) return;
      const token: unknown = typeof e.data === 'object' && e.data !== null ? Reflect.get(e.data, 'token') : null;
      if (typeof token === 'string') onChange(token);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  if (!origin || !instanceUrl || !siteKey)
    return (
      <p role="alert" className="kite-auth-error">
        {t(m.captchaBlocked, { provider: 'mcaptcha' })}
      </p>
    );
  const src = new URL('widget/', instanceUrl.endsWith('/') ? instanceUrl : `${instanceUrl}/`);
  src.searchParams.set('sitekey', siteKey);
  return <iframe className="kite-auth-mcaptcha" title={t(m.captcha)} src={src.href} />;
}

/** Misskey's test captcha: typing the phrase yields "testcaptcha-passed". */
function TestCaptcha(props: { onChange: (r: string | null) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<'open' | 'passed' | 'wrong'>('open');
  const check = () => {
    const ok = text.trim() === 'ai-chan-kawaii';
    setState(ok ? 'passed' : 'wrong');
    props.onChange(ok ? 'testcaptcha-passed' : null);
    if (!ok) setText('');
  };
  if (state === 'passed')
    return (
      <p className="kite-auth-captcha" role="status">
        {t(m.testcaptchaPassed)}
      </p>
    );
  return (
    <div className="kite-auth-captcha" role="group" aria-label={t(m.captcha)}>
      <label htmlFor={id}>{t(m.testcaptchaLabel)}</label>
      <span className="kite-auth-row">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              check();
            }
          }}
        />
        <button type="button" className="kite-button" onClick={check}>
          {t(m.testcaptchaCheck)}
        </button>
      </span>
      {state === 'wrong' && (
        <p role="alert" className="kite-auth-error">
          {t(m.testcaptchaWrong)}
        </p>
      )}
    </div>
  );
}
