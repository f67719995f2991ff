import { Icon, Link, useT, useViewer } from '@kite/sdk';
import type { NavbarItemContribution } from '@kite/sdk';
import { formatCount, indicatorOf } from './indicator';
import { navMessages as m } from './messages';

/** The indicator of an entry: a count (99+ above 99) or a dot, announced with the name. */
export function Indicator(props: { value: { count: number } | 'dot' | null }) {
  const t = useT();
  if (!props.value) return null;
  if (props.value === 'dot')
    return (
      <span className="kite-nav-indicator kite-indicator-dot" data-indicator="dot">
        <span className="kite-sr-only">{t(m.hasNew)}</span>
      </span>
    );
  return (
    <span className="kite-nav-count" data-indicator="count">
      <span aria-hidden="true">{formatCount(props.value.count)}</span>
      <span className="kite-sr-only">{t(m.unread, { count: formatCount(props.value.count) })}</span>
    </span>
  );
}

/** One catalogue entry in the bar: a link, or a button for entries that open something. */
export function NavItem(props: { item: NavbarItemContribution; onDone?: () => void }) {
  const { item } = props;
  const t = useT();
  const who = useViewer();
  const title = t(item.title);
  const body = (
    <>
      <Icon icon={item.icon} />
      <span className="kite-nav-text">{title}</span>
      <Indicator value={indicatorOf(item, who)} />
    </>
  );
  if (item.to) {
    return (
      <Link to={item.to} className="kite-nav-item" data-nav-id={item.id} title={title} onClick={props.onDone}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="kite-nav-item"
      data-nav-id={item.id}
      title={title}
      onClick={(e) => {
        void item.action?.(e.currentTarget);
        props.onDone?.();
      }}
    >
      {body}
    </button>
  );
}
