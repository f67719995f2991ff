import { Suspense, createContext, useContext } from 'react';
import { AsyncBoundary, Icon, LazyView, SideColumn, useOptionalService, useT } from '@kite/sdk';
import type { SideColumnService } from '@kite/sdk';

/** Spec 1 §2.8: the side column shows from this width; below, its button opens a drawer. */
export const SIDE_COLUMN_QUERY = '(min-width: 1100px)';

/** Opens the side-column drawer; null while the column itself is on screen (no button needed). */
export const OpenSideColumnContext = createContext<(() => void) | null>(null);

type ButtonProps = { className: string; withText?: boolean; listItem?: boolean; onDone?: () => void };

function Button(props: ButtonProps & { side: SideColumnService; open: () => void }) {
  const t = useT();
  const has = props.side.useHasContent();
  if (!has) return null;
  const label = t(props.side.label);
  const button = (
    <button
      type="button"
      className={props.className}
      aria-label={label}
      title={label}
      data-nav-id="sideColumn"
      onClick={() => {
        props.onDone?.();
        props.open();
      }}
    >
      <Icon icon={props.side.icon} />
      {props.withText && <span className="kite-nav-text">{label}</span>}
    </button>
  );
  return props.listItem ? <li>{button}</li> : button;
}

/** The navbar's (and the bottom bar's) button for the side column: only when it has content and is hidden. */
export function SideColumnButton(props: ButtonProps) {
  const open = useContext(OpenSideColumnContext);
  const side = useOptionalService(SideColumn);
  return open && side ? <Button {...props} side={side} open={open} /> : null;
}

/** The room the column will take, kept empty while it loads (only when it will show something). */
function ColumnRoom({ side }: { side: SideColumnService }) {
  return side.useHasContent() ? <div className="kite-side-column-room" style={{ width: side.width }} aria-hidden="true" /> : null;
}

/** The provider's column (wide) or drawer (narrow), loaded on first show. */
export function SideColumnView(props: { side: SideColumnService } & ({ drawer: false } | { drawer: true; onClose: () => void })) {
  const { side } = props;
  return (
    <AsyncBoundary>
      <Suspense fallback={props.drawer ? null : <ColumnRoom side={side} />}>
        {props.drawer ? (
          <LazyView component={side.Drawer} props={{ onClose: props.onClose }} />
        ) : (
          <LazyView component={side.Column} props={{}} />
        )}
      </Suspense>
    </AsyncBoundary>
  );
}
