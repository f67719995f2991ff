import { useT } from '../react';
import { sdkUiMessages as m } from '../ui/messages';
import { Button } from './Button';
import { errorText } from './useLoad';
import type { PagedLoad } from './usePagedLoad';
import './loadMore.css';

/**
 * The end of a paged list: "Load more" while the server may have more, "Loading" while a page
 * is out, and why the last page failed with "Retry". Nothing once the list is complete.
 */
export function LoadMore({ paged }: { paged: Pick<PagedLoad<unknown>, 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore' | 'loading'> }) {
  const t = useT();
  if (!paged.hasMore) return null;
  return (
    <div className="kite-load-more">
      {paged.moreError && !paged.loadingMore && (
        <p className="kite-load-more-failed" role="alert">
          {errorText(paged.moreError, t)}
        </p>
      )}
      <Button onClick={paged.loadMore} disabled={paged.loading || paged.loadingMore} aria-busy={paged.loadingMore}>
        {paged.loadingMore ? t(m.loading) : paged.moreError ? t(m.retry) : t(m.loadMore)}
      </Button>
    </div>
  );
}
