import { Commands, Icon, Link, useCommandAvailable, useService, useT, useViewer, safeImageSrc } from '@kite/sdk';
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

/** Runs an entry that opens something: its command (another extension's action) or its own action. */
export function runNavItem(
  item: NavbarItemContribution,
  commands: { run(id: string): Promise<unknown> },
  anchor: HTMLElement | null,
): void {
  const done = item.command !== undefined ? commands.run(item.command) : item.action?.(anchor);
  void Promise.resolve(done).catch((e: unknown) => console.error(`[kite] navbar entry "${item.id}" failed`, e));
}

/** One entry in the bar: a link, or a button for entries that open something; `iconButton` draws only its icon. */
export function NavItem(props: { item: NavbarItemContribution; onDone?: () => void; iconButton?: boolean; className?: string }) {
  const { item } = props;
  const t = useT();
  const who = useViewer();
  const commands = useService(Commands);
  const commandAvailable = useCommandAvailable(item.command ?? '');
  // An entry whose command no one provides (its extension is off) is not drawn.
  if (item.command !== undefined && !commandAvailable) return null;
  const title = t(item.title);
  if (props.iconButton) {
    const run = (e: { currentTarget: HTMLElement }) => runNavItem(item, commands, e.currentTarget);
    return item.to ? (
      <Link to={item.to} className="kite-icon-button" aria-label={title} title={title} data-nav-id={item.id}>
        <Icon icon={item.icon} />
      </Link>
    ) : (
      <button type="button" className="kite-icon-button" aria-label={title} title={title} data-nav-id={item.id} onClick={run}>
        <Icon icon={item.icon} />
      </button>
    );
  }
  const body = (
    <>
      <Icon icon={item.icon} />
      <span className="kite-nav-text">{title}</span>
      <Indicator value={indicatorOf(item, who)} />
    </>
  );
  if (item.to) {
    return (
      <Link to={item.to} className={props.className ?? 'kite-nav-item'} data-nav-id={item.id} title={title} onClick={props.onDone}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={props.className ?? 'kite-nav-item'}
      data-nav-id={item.id}
      title={title}
      onClick={(e) => {
        runNavItem(item, commands, e.currentTarget);
        props.onDone?.();
      }}
    >
      {body}
    </button>
  );
}

/**
 * The server icon (spec 1 §2.6): runs the `about` entry (the about menu). Without an
 * extension contributing `about` it is only the icon, not a button that does nothing.
 */
export function ServerIcon(props: { about: NavbarItemContribution | undefined; iconUrl: string | null | undefined }) {
  const t = useT();
  const icon = props.iconUrl ? <img src={safeImageSrc(props.iconUrl)} alt="" /> : <Icon icon="server" size={28} />;
  const about = props.about;
  if (!about?.action) return <span className="kite-navbar-server">{icon}</span>;
  const run = about.action;
  return (
    <button
      type="button"
      className="kite-navbar-server"
      aria-label={t(m.serverMenu)}
      title={t(m.serverMenu)}
      onClick={(e) => void run(e.currentTarget)}
    >
      {icon}
    </button>
  );
}
