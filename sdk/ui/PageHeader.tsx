import { safeImageSrc } from '../url';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../react';
import { Icon } from './Icon';
import type { IconSpec } from './icons';
import { usePublishTitle } from './pageTitle';
import { pageMessages as m } from './pageMessages';
import './page.css';

/** Spec 1 §9: the header is narrow below 500 px (of its own width). */
export const HEADER_NARROW_PX = 500;

/** A tab of the page header. */
export interface PageTab {
  key: string;
  title: string;
  icon?: IconSpec;
}
/** A button at the page header's end; `onClick` gets the button (to anchor a menu). */
export interface PageAction {
  text: string;
  icon: IconSpec;
  onClick: (anchor: HTMLElement) => void;
  highlighted?: boolean;
}

/** Props of `PageHeader`: title, icon or avatar, tabs and actions. */
export interface PageHeaderProps {
  /** The title as text: the heading, and the browser tab's and page window's title. */
  title: string;
  /** Drawn instead of `title` in the heading (a user's name with its custom emoji). */
  titleNode?: ReactNode;
  subtitle?: string;
  icon?: IconSpec;
  /** An avatar image instead of the icon. */
  avatarUrl?: string | null;
  tabs?: readonly PageTab[];
  tab?: string;
  onTabChange?: (key: string) => void;
  /** Tabs in the header (top) or in a bar at the bottom of the screen. */
  tabsPosition?: 'top' | 'bottom';
  actions?: readonly PageAction[];
  children?: ReactNode;
}

/** Tracks whether an element is narrower than `px` (ResizeObserver; the viewport where absent). */
function useNarrow<T extends HTMLElement>(px: number) {
  const ref = useRef<T>(null);
  const [narrow, setNarrow] = useState(() => (globalThis.innerWidth ?? px) < px);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setNarrow((entry?.contentRect.width ?? px) < px));
    ro.observe(el);
    return () => ro.disconnect();
  }, [px]);
  return [ref, narrow] as const;
}

function Tabs(props: Pick<PageHeaderProps, 'tabs' | 'tab' | 'onTabChange'> & { bottom: boolean }) {
  const t = useT();
  const tabs = props.tabs ?? [];
  const select = (i: number, focus: HTMLElement | null) => {
    const next = tabs[(i + tabs.length) % tabs.length];
    if (!next) return;
    props.onTabChange?.(next.key);
    (focus?.parentElement?.children[(i + tabs.length) % tabs.length] as HTMLElement | undefined)?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      select(i + 1, e.currentTarget);
    }
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      select(i - 1, e.currentTarget);
    }
  };
  return (
    <div className={`kite-page-tabs ${props.bottom ? 'kite-page-tabs-bottom' : ''}`} role="tablist" aria-label={t(m.tabs)}>
      {tabs.map((tab, i) => {
        const active = tab.key === props.tab;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={`kite-page-tab ${active ? 'kite-page-tab-active' : ''}`}
            onClick={() => props.onTabChange?.(tab.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {tab.icon && <Icon icon={tab.icon} size={16} />}
            <span>{tab.title}</span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The page header of spec 1 §2.5: avatar or icon, title and subtitle, tabs (top or at the
 * bottom of the screen) and action buttons. Narrow below 500 px of its own width. The title
 * is published to a surrounding page window.
 */
export function PageHeader(props: PageHeaderProps) {
  const t = useT();
  const [ref, narrow] = useNarrow<HTMLElement>(HEADER_NARROW_PX);
  usePublishTitle(props.title);
  const hasTabs = (props.tabs?.length ?? 0) > 0;
  const bottom = props.tabsPosition === 'bottom';
  return (
    <>
      <header ref={ref} className={`kite-page-header ${narrow ? 'kite-page-header-narrow' : ''}`} data-narrow={narrow}>
        <div className="kite-page-header-main">
          {props.avatarUrl ? (
            <img className="kite-page-header-avatar" src={safeImageSrc(props.avatarUrl)} alt="" />
          ) : props.icon ? (
            <span className="kite-page-header-icon">
              <Icon icon={props.icon} size={narrow ? 18 : 22} />
            </span>
          ) : null}
          <div className="kite-page-header-titles">
            <h1 className="kite-page-header-title">{props.titleNode ?? props.title}</h1>
            {props.subtitle && !narrow && <p className="kite-page-header-subtitle">{props.subtitle}</p>}
          </div>
          {props.actions && props.actions.length > 0 && (
            <div className="kite-page-header-actions" role="group" aria-label={t(m.actions)}>
              {props.actions.map((a) => (
                <button
                  key={a.text}
                  type="button"
                  className={`kite-icon-button ${a.highlighted ? 'kite-on' : ''}`}
                  aria-label={a.text}
                  title={a.text}
                  onClick={(e) => a.onClick(e.currentTarget)}
                >
                  <Icon icon={a.icon} />
                </button>
              ))}
            </div>
          )}
        </div>
        {hasTabs && !bottom && <Tabs tabs={props.tabs} tab={props.tab} onTabChange={props.onTabChange} bottom={false} />}
        {props.children}
      </header>
      {hasTabs && bottom && <Tabs tabs={props.tabs} tab={props.tab} onTabChange={props.onTabChange} bottom />}
    </>
  );
}
