// Straight from the sdk's i18n module, not '@kite/sdk': the error page must not pull the whole sdk (and React) into the entry chunk.
import { interpolate } from '../../../sdk/i18n';
import type { MessageKey, MessageParams } from '../../../sdk/i18n';
import { bootErrorMessages as m } from './messages';
import { checkServer, fetchMetaPlain } from './check';
import './bootError.css';

/** Misskey's troubleshooting guide (the error page links it). */
export const TROUBLESHOOTING_URL = 'https://misskey-hub.net/docs/for-users/resources/troubleshooting/';

const text = (key: MessageKey, params?: MessageParams) => interpolate(key.en, params);

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

/**
 * The page-load error page (spec 1 §4), drawn with plain DOM because React, the kernel or
 * the language pack may be what failed: the error, a reload button, a troubleshooting link
 * and safe mode, then what `meta` says about the server (description, dead, new version).
 */
export function showBootError(
  root: HTMLElement,
  error: unknown,
  opts: { version: string; origin?: string; reload?: () => void },
): Promise<void> {
  console.error('[kite] start-up failed', error);
  const reload = opts.reload ?? (() => location.reload());
  const status = el('p', { className: 'kite-boot-error-status', textContent: text(m.checking) });
  status.setAttribute('role', 'status');
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const safe = new URL(location.href);
  safe.searchParams.set('safemode', 'true');
  const page = el('main', { className: 'kite-boot-error' }, [
    el('h1', { textContent: text(m.title) }),
    status,
    el('div', { className: 'kite-boot-error-buttons' }, [
      el('button', { type: 'button', className: 'kite-boot-error-primary', textContent: text(m.reload), onclick: reload }),
      el('a', { href: TROUBLESHOOTING_URL, target: '_blank', rel: 'noopener noreferrer', textContent: text(m.troubleshooting) }),
      el('a', { href: safe.href, textContent: text(m.safeMode) }),
    ]),
    el('details', {}, [el('summary', { textContent: text(m.details) }), el('pre', { textContent: `${detail}\n${opts.version}` })]),
  ]);
  page.setAttribute('data-testid', 'boot-error');
  root.replaceChildren(page);
  return checkServer(opts.version, () => fetchMetaPlain(opts.origin ?? location.origin)).then((v) => {
    status.textContent =
      v.kind === 'sameVersion'
        ? text(m.description)
        : v.kind === 'serverDead'
          ? text(m.serverDead)
          : text(m.newVersion, { version: v.version });
    status.dataset.verdict = v.kind;
  });
}
