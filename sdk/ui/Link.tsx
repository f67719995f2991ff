import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useService } from '../react';
import { Navigation } from '../services';
import { internalPath, safeHttpUrl } from '../url';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (`/notes/x`) or an absolute http(s) URL. */
  to: string;
  children?: ReactNode;
}

/**
 * A link that routes in-app for internal targets and opens external ones in a new tab.
 * Anything but http(s) renders as plain text: links must be http or https.
 */
export function Link({ to, children, onClick, ...rest }: LinkProps) {
  const nav = useService(Navigation);
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = safeHttpUrl(to, origin);
  if (!url) return <span {...rest}>{children}</span>;
  const path = internalPath(url, origin);
  if (path === null) {
    return (
      <a {...rest} href={url.href} target="_blank" rel="nofollow noopener noreferrer" onClick={onClick}>
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
  return (
    <a {...rest} href={path} onClick={handle}>
      {children}
    </a>
  );
}
