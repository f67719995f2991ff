import { useEffect, useRef, useState } from 'react';
import { Api, I18n, isApiError, useService, useT } from '@kite/sdk';
import { widgetsBasicMessages as m } from '../messages';
import { emptySave, readSave } from './save';
import type { ClickerSave } from './save';
import '../widgets.css';

/**
 * The clicker widget: a cookie to click. The count is Misskey's clicker game save data in
 * the registry (scope clickerGame, key saveData), so it is the same count as Misskey's;
 * clicks are saved a second after the last one.
 */
export default function ClickerWidget() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const [save, setSave] = useState<ClickerSave | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    let gone = false;
    api.request('i/registry/get', { scope: ['clickerGame'], key: 'saveData' }).then(
      (v) => {
        if (!gone) setSave(readSave(v));
      },
      (e: unknown) => {
        if (gone) return;
        if (isApiError(e) && e.code === 'NO_SUCH_KEY') setSave(emptySave());
        else setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      gone = true;
    };
  }, [api]);
  const persist = (s: ClickerSave) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      api
        .request('i/registry/set', { scope: ['clickerGame'], key: 'saveData', value: s })
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    }, 1000);
  };
  if (error)
    return (
      <p className="kite-w-error" role="alert">
        {t(m.loadFailed, { error })}
      </p>
    );
  if (!save) return null;
  const click = () => {
    const next = {
      ...save,
      cookies: save.cookies + 1,
      totalCookies: save.totalCookies + 1,
      totalHandmadeCookies: save.totalHandmadeCookies + 1,
      clicked: save.clicked + 1,
    };
    setSave(next);
    persist(next);
  };
  return (
    <div className="kite-wclicker">
      <p data-testid="clicker-count" aria-live="polite">
        {t(m.clicks, { count: i18n.formatNumber(save.cookies) })}
      </p>
      <button type="button" className="kite-wclicker-cookie" onClick={click} aria-label={t(m.clickMe)}>
        🍪
      </button>
    </div>
  );
}
