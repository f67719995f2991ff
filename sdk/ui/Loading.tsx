import { useT } from '../react';
import { pageMessages as m } from './pageMessages';
import './page.css';

/** The loading spinner; a status with an accessible name. */
export function Loading(props: { inline?: boolean }) {
  const t = useT();
  return (
    <div className={props.inline ? 'kite-spinner kite-spinner-inline' : 'kite-spinner'} role="status" aria-label={t(m.loading)}>
      <span className="kite-spinner-dot" aria-hidden="true" />
    </div>
  );
}
