import type { ReactNode } from 'react';

/** The main column: the page, the skip link's target. */
export function Main(props: { page: ReactNode }) {
  return (
    <main id="kite-main" className="kite-main" tabIndex={-1}>
      {props.page}
    </main>
  );
}
