import type { ReactNode } from 'react';
import { PageTitleContext } from '@kite/sdk';
import { useDocumentTitle } from './documentTitle';

/** The main column: the page, the skip link's target. Its page's title names the browser tab. */
export function Main(props: { page: ReactNode }) {
  const publishTitle = useDocumentTitle();
  return (
    <main id="kite-main" className="kite-main" tabIndex={-1}>
      <PageTitleContext.Provider value={publishTitle}>{props.page}</PageTitleContext.Provider>
    </main>
  );
}
