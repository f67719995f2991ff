import { useCallback, useRef } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useOptionalService, useService, useT } from '../react';
import { Navigation } from '../services';
import { Menus, PageWindows, Toasts } from '../overlay';
import { internalPath, safeHttpUrl } from '../url';
import { linkMenuItems } from './linkMenu';
import { sdkUiMessages } from './messages';
import { useUserPreview } from './popups';

/** Props of `Link`: an anchor's attributes, with `to` instead of `href`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (`/notes/x`) or an absolute http(s) URL. */
  to: string;
  children?: ReactNode;
  /** Leave out the link menu (open in window, …) on right-click / long-press. */
  noMenu?: boolean;
  /** Shows the user preview card on hover: a user id or `@acct` (for avatars and mentions). */
  userPreview?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that routes in-app for internal targets and opens external ones in a new tab.
 * Anything but http(s) renders as plain text: links must be http or https. An in-app link
 * offers the link menu on right-click or long-press (the context-menu event).
 */
export function Link({ to, children, onClick, onContextMenu, noMenu, userPreview, ref, ...rest }: LinkProps) {
  const nav = useService(Navigation);
  const own = useRef<HTMLAnchorElement | null>(null);
  useUserPreview(own, userPreview);
  // Both our ref (the preview) and the caller's see the element.
  const setRef = useCallback(
    (el: HTMLAnchorElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  const menus = useOptionalService(Menus);
  const windows = useOptionalService(PageWindows);
  const toasts = useOptionalService(Toasts);
  const t = useT();
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = safeHttpUrl(to, origin);
  if (!url) return <span {...rest}>{children}</span>;
  const path = internalPath(url, origin);
  if (path === null) {
    return (
      <a
        {...rest}
        ref={setRef}
        href={url.href}
        target="_blank"
        rel="nofollow noopener noreferrer"
        onClick={onClick}
        onContextMenu={onContextMenu}
      >
        {children}
      </a>
    );
  }
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    nav.push(path);
  };
  const menu = (e: MouseEvent<HTMLAnchorElement>) => {
    onContextMenu?.(e);
    if (e.defaultPrevented || noMenu || !menus) return;
    void menus.context(linkMenuItems(path, { t, windows, toasts, messages: sdkUiMessages }), e);
  };
  return (
    <a {...rest} ref={setRef} href={path} onClick={handle} onContextMenu={menu}>
      {children}
    </a>
  );
}
