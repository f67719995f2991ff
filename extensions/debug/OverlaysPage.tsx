import { useState } from 'react';
import { Dialogs, Link, Menus, PageWindows, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { MenuItem } from '@kite/sdk';
import { debugMessages as m } from './messages';

/**
 * /debug/overlays: a developer page that exercises every overlay piece (dialogs with
 * validation, every menu item type, toasts, the waiting mark, page windows).
 */
export default function OverlaysPage() {
  const t = useT();
  const dialogs = useService(Dialogs);
  const menus = useService(Menus);
  const toasts = useService(Toasts);
  // Page windows are an extension of their own: the button shows only when it is on.
  const windows = useOptionalService(PageWindows);
  const [result, setResult] = useState('');
  const [flag, setFlag] = useState(false);
  const [choice, setChoice] = useState<unknown>('a');
  const items = (): MenuItem[] => [
    { type: 'label', text: t(m.sampleLabel) },
    { text: t(m.first), icon: 'star', action: () => setResult('first') },
    { text: t(m.second), icon: 'heart', active: true, action: () => setResult('second') },
    { type: 'divider' },
    { type: 'switch', text: t(m.aSwitch), value: flag, onChange: (v) => setFlag(v) },
    { type: 'radio', text: t(m.aRadio), options: { A: 'a', B: 'b' }, value: choice, onChange: (v) => setChoice(v) },
    {
      type: 'parent',
      text: t(m.lazyChildren),
      icon: 'list',
      children: () => new Promise<MenuItem[]>((r) => setTimeout(() => r([{ text: t(m.child), action: () => setResult('child') }]), 300)),
    },
    { type: 'link', to: '/about-kite', text: t(m.aLink), icon: 'link' },
    { type: 'a', href: 'https://misskey-hub.net/', target: '_blank', text: t(m.external), icon: 'externalLink' },
    { type: 'pending' },
    { text: t(m.dangerous), icon: 'trash', danger: true, action: () => setResult('danger') },
  ];
  const input = async () => {
    const r = await dialogs.open<string>({
      title: t(m.nameQuestion),
      input: { type: 'text', minLength: 3, maxLength: 10 },
      showCancelButton: true,
    });
    setResult(r.canceled ? 'canceled' : `ok:${r.result}`);
  };
  const password = async () => {
    const r = await dialogs.open<string>({ title: t(m.password), input: { type: 'password' } });
    setResult(r.canceled ? 'canceled' : 'ok:password');
  };
  const select = async () => {
    const r = await dialogs.open<string>({
      title: t(m.pick),
      select: {
        groupedItems: [
          { label: 'X', items: [{ value: 'x1', text: 'X1' }] },
          { label: 'Y', items: [{ value: 'y1', text: 'Y1' }] },
        ],
        default: 'y1',
      },
      showCancelButton: true,
    });
    setResult(r.canceled ? 'canceled' : `ok:${String(r.result)}`);
  };
  const info = async () => {
    await dialogs.alert({ type: 'info', title: t(m.info), text: t(m.infoText) });
    setResult('alert closed');
  };
  const fixed = async () => {
    const r = await dialogs.open({ type: 'warning', title: t(m.noBgCancel), cancelableByBgClick: false, showCancelButton: true });
    setResult(r.canceled ? 'canceled' : 'ok');
  };
  return (
    <article className="kite-panel">
      <PageHeader title={t(m.overlays)} icon="window" />
      <p role="status" data-testid="overlay-result">
        {result}
      </p>
      <div className="kite-debug-buttons" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" className="kite-button" onClick={() => void input()}>
          {t(m.inputDialog)}
        </button>
        <button type="button" className="kite-button" onClick={() => void password()}>
          {t(m.password)}
        </button>
        <button type="button" className="kite-button" onClick={() => void select()}>
          {t(m.pick)}
        </button>
        <button type="button" className="kite-button" onClick={() => void info()}>
          {t(m.info)}
        </button>
        <button type="button" className="kite-button" onClick={() => void fixed()}>
          {t(m.noBgCancel)}
        </button>
        <button type="button" className="kite-button" onClick={(e) => void menus.popup(items(), e.currentTarget)}>
          {t(m.popupMenu)}
        </button>
        <button type="button" className="kite-button" onContextMenu={(e) => void menus.context(items(), e)}>
          {t(m.contextMenu)}
        </button>
        <button
          type="button"
          className="kite-button"
          onClick={() => {
            for (let i = 1; i <= 5; i++) toasts.show(t(m.toastN, { n: i }));
          }}
        >
          {t(m.fiveToasts)}
        </button>
        <button type="button" className="kite-button" onClick={() => void dialogs.waiting(new Promise((r) => setTimeout(r, 400)))}>
          {t(m.waiting)}
        </button>
        {windows && (
          <button type="button" className="kite-button" onClick={() => windows.open('/debug/overlays')}>
            {t(m.openWindow)}
          </button>
        )}
      </div>
      <p>
        <Link to="/debug">{t(m.title)}</Link> · <Link to="/about-kite">{t(m.aLink)}</Link>
      </p>
      <p>{t(m.flags, { flag: String(flag), choice: String(choice) })}</p>
    </article>
  );
}
