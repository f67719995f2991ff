import { Fragment } from 'react';
import type { ReactNode } from 'react';

const SLOT = '\u0000name\u0000';

/**
 * A translated sentence with a rendered part (a display name with its custom emoji) where
 * `{name}` stands: `withName((p) => t(m.renotedBy, p), <UserName user={u} />)`. The text
 * around it stays the translation's, in its order.
 */
export function withName(translate: (params: { name: string }) => string, name: ReactNode): ReactNode {
  const parts = translate({ name: SLOT }).split(SLOT);
  return parts.map((p, i) => (
    <Fragment key={i}>
      {i > 0 && name}
      {p}
    </Fragment>
  ));
}
