import { useState } from 'react';
import { Icon, UserName, useService, useT, Navigation, safeImageSrc } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { menuMessages as m } from './messages';

/** One row of a menu; `openSub` is called for parent and radio rows. */
export function MenuItemView(props: {
  item: MenuItem;
  close: () => void;
  openSub: (el: HTMLElement, item: MenuItem) => void;
  subOpen: boolean;
}) {
  const { item, close } = props;
  const t = useT();
  const nav = useService(Navigation);
  const cls = (extra = '') => `kite-menu-item ${extra}`;
  switch (item.type) {
    case 'divider':
      return <div role="separator" className="kite-menu-divider" />;
    case 'label':
      return (
        <div className="kite-menu-label" role="presentation">
          {item.text}
        </div>
      );
    case 'pending':
      return (
        <div className="kite-menu-pending" role="menuitem" aria-disabled="true" aria-label={t(m.loading)}>
          <span className="kite-spinner-dot" aria-hidden="true" />
        </div>
      );
    case 'component':
      return <div className="kite-menu-component">{item.render()}</div>;
    case 'link':
      return (
        <a
          role="menuitem"
          tabIndex={-1}
          href={item.to}
          className={cls()}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            close();
            nav.push(item.to);
          }}
        >
          {item.avatar ? (
            <img className="kite-menu-avatar" src={safeImageSrc(item.avatar.avatarUrl)} alt="" />
          ) : (
            item.icon && <Icon icon={item.icon} />
          )}
          <span className="kite-menu-text">
            {item.text}
            {item.caption && <small className="kite-menu-caption">{item.caption}</small>}
          </span>
          {item.indicate && <span className="kite-indicator-dot" aria-hidden="true" />}
        </a>
      );
    case 'a':
      return (
        <a
          role="menuitem"
          tabIndex={-1}
          className={cls()}
          href={item.href}
          target={item.target}
          download={item.download}
          rel="noopener noreferrer"
          onClick={() => close()}
        >
          {item.icon && <Icon icon={item.icon} />}
          <span className="kite-menu-text">{item.text}</span>
        </a>
      );
    case 'user':
      return (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={cls()}
          onClick={() => {
            close();
            item.action();
          }}
        >
          <img className="kite-menu-avatar" src={safeImageSrc(item.user.avatarUrl)} alt="" />
          <span className="kite-menu-text">
            <UserName user={item.user} />
            <small className="kite-menu-caption">
              @{item.user.username}
              {item.user.host ? `@${item.user.host}` : ''}
            </small>
          </span>
        </button>
      );
    case 'switch':
      return <SwitchRow item={item} />;
    case 'radioOption':
      return (
        <button
          type="button"
          role="menuitemradio"
          aria-checked={item.active}
          tabIndex={-1}
          className={cls(item.active ? 'kite-menu-active' : '')}
          onClick={() => {
            close();
            item.action();
          }}
        >
          <span className="kite-radio-mark" aria-hidden="true">
            {item.active ? '●' : '○'}
          </span>
          <span className="kite-menu-text">{item.text}</span>
        </button>
      );
    case 'radio':
    case 'parent':
      return (
        <button
          type="button"
          role="menuitem"
          aria-haspopup="menu"
          aria-expanded={props.subOpen}
          tabIndex={-1}
          className={cls(props.subOpen ? 'kite-menu-active' : '')}
          data-submenu-parent
          onClick={(e) => props.openSub(e.currentTarget, item)}
          onMouseEnter={(e) => props.openSub(e.currentTarget, item)}
        >
          {item.icon && <Icon icon={item.icon} />}
          <span className="kite-menu-text">{item.text}</span>
          <Icon icon="chevronRight" />
        </button>
      );
    default:
      return (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={cls(
            `${item.danger ? 'kite-menu-danger' : ''} ${item.active ? 'kite-menu-active' : ''} ${item.disabled ? 'kite-menu-disabled' : ''}`,
          )}
          // aria-disabled, not disabled: the item stays reachable by the arrow keys and is announced as unavailable.
          aria-disabled={item.disabled || undefined}
          onClick={() => {
            if (item.disabled) return;
            close();
            void item.action();
          }}
        >
          {item.icon && <Icon icon={item.icon} />}
          <span className="kite-menu-text">
            {item.text}
            {item.caption && <small className="kite-menu-caption">{item.caption}</small>}
          </span>
          {item.indicate && <span className="kite-indicator-dot" aria-hidden="true" />}
        </button>
      );
  }
}

/** A switch row keeps its own state: the menu stays open and shows the new value at once. */
function SwitchRow(props: { item: Extract<MenuItem, { type: 'switch' }> }) {
  const { item } = props;
  const [value, setValue] = useState(item.value);
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={value}
      tabIndex={-1}
      className="kite-menu-item"
      disabled={item.disabled}
      onClick={() => {
        setValue(!value);
        item.onChange(!value);
      }}
    >
      {item.icon && <Icon icon={item.icon} />}
      <span className="kite-menu-text">{item.text}</span>
      <span className={`kite-switch ${value ? 'kite-switch-on' : ''}`} aria-hidden="true" />
    </button>
  );
}
