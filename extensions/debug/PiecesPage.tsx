import { useRef, useState } from 'react';
import { AdBox, Link, Loading, ResultScreen, Toasts, useService, useT, useTooltip } from '@kite/sdk';
import { Deferred, PageHeader, SwipeTabs, TipBox } from '@kite/sdk/pageKit';
import { debugMessages as m } from './messages';

const TABS = ['one', 'two', 'three'] as const;

/** Loads after 300 ms; fails on the first attempt when asked to, so the retry can be seen working. */
function slowLoad(failFirst: { current: boolean }): Promise<string> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      if (failFirst.current) {
        failFirst.current = false;
        reject(new Error('first attempt fails'));
      } else resolve('loaded');
    }, 300),
  );
}

/**
 * /debug/pieces: every page piece of the sdk (header with tabs and actions, swipe tabs,
 * tips, result screens, deferred content, ads, tooltips, the user preview card).
 */
export default function PiecesPage() {
  const t = useT();
  const toasts = useService(Toasts);
  const [tab, setTab] = useState<string>('one');
  const failFirst = useRef(true);
  const tipped = useRef<HTMLButtonElement>(null);
  const instant = useRef<HTMLButtonElement>(null);
  useTooltip(tipped, t(m.tooltipText));
  useTooltip(instant, t(m.tooltipText), { noDelay: true });
  return (
    <>
      <PageHeader
        title={t(m.pieces)}
        subtitle={t(m.piecesSubtitle)}
        icon="puzzle"
        tabs={TABS.map((k) => ({ key: k, title: t(m[k]) }))}
        tab={tab}
        onTabChange={setTab}
        actions={[{ text: t(m.headerAction), icon: 'bolt', onClick: () => toasts.show(t(m.headerAction)) }]}
      />
      <SwipeTabs tabs={TABS} tab={tab} onTabChange={setTab}>
        <p data-testid="current-tab">{t(m[tab as (typeof TABS)[number]])}</p>
      </SwipeTabs>
      <TipBox tipKey="debug.first">{t(m.tipOne)}</TipBox>
      <TipBox tipKey="debug.second">{t(m.tipTwo)}</TipBox>
      <p>
        <button ref={tipped} type="button" className="kite-button">
          {t(m.withTooltip)}
        </button>{' '}
        <button ref={instant} type="button" className="kite-button">
          {t(m.withInstantTooltip)}
        </button>{' '}
        <Link to="/@bob" userPreview="@bob" data-testid="preview-anchor">
          @bob
        </Link>{' '}
        <Link to="/debug/pieces#results">{t(m.toResults)}</Link>
      </p>
      <h2>{t(m.deferred)}</h2>
      <Deferred load={() => slowLoad(failFirst)}>{(v) => <p data-testid="deferred-value">{v}</p>}</Deferred>
      <h2 data-search-marker="results">{t(m.results)}</h2>
      <Loading />
      <ResultScreen kind="empty" />
      <ResultScreen kind="notFound" />
      <ResultScreen kind="error" onRetry={() => toasts.show(t(m.retried))} />
      <AdBox places={['horizontal', 'square']} />
    </>
  );
}
