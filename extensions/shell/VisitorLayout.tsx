import type { ReactNode } from 'react';
import { AuthUi, useOptionalService } from '@kite/sdk';
import { Main } from './Main';
import { VisitorHeader } from './VisitorHeader';

/** Visitors: server name and description, sign-in, and the page (the landing or public timelines). */
export function VisitorLayout(props: { page: ReactNode; path: string }) {
  const auth = useOptionalService(AuthUi);
  const Landing = auth?.VisitorLanding;
  return (
    <div className="kite-layout kite-layout-visitor" data-layout="visitor">
      <VisitorHeader />
      {props.path === '/' && Landing ? (
        <main id="kite-main" className="kite-main" tabIndex={-1}>
          <Landing />
        </main>
      ) : (
        <Main page={props.page} />
      )}
    </div>
  );
}
