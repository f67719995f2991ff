import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { MenuItem, MenuPlacement as Placement } from '@kite/sdk';
import { useT } from '@kite/sdk';
import { MenuItemView } from './MenuItemView';
import { MENU_VIEWPORT_GAP, placeAtPoint, placeBelow, placeBeside } from '../position';
import { menuMessages as m } from './messages';

/** Where a panel opens: the sdk's placements, and beside its parent row for a submenu. */
export type MenuPlacement = Placement | { kind: 'beside'; el: HTMLElement };

/** Spec 1 §4 / §9: a submenu hides 300 ms after the pointer leaves it. */
export const SUBMENU_HIDE_MS = 300;

const rectOf = (el: HTMLElement) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

/** Radio items show their options as a submenu of radioOption rows. */
function childrenOf(item: MenuItem): MenuItem[] | (() => MenuItem[] | Promise<MenuItem[]>) {
  if (item.type === 'radio') {
    return Object.entries(item.options).map(([text, value]) => ({
      type: 'radioOption' as const,
      text,
      active: value === item.value,
      action: () => item.onChange(value),
    }));
  }
  return item.type === 'parent' ? item.children : [];
}

/**
 * One level of a menu: positioned on screen, navigated with up / k / shift+tab and
 * down / j / tab, Escape closes; parent rows open a nested panel (lazy children show a
 * pending row while loading).
 */
export function MenuPanel(props: {
  items: MenuItem[];
  placement: MenuPlacement;
  close: () => void;
  onBack?: () => void;
  z: number;
  level?: number;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  const [sub, setSub] = useState<{ el: HTMLElement; index: number; items: MenuItem[] } | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const level = props.level ?? 0;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const p = props.placement;
    if (p.kind === 'point') setPos(placeAtPoint(p.x, p.y, size, viewport));
    else if (p.kind === 'beside') setPos(placeBeside(rectOf(p.el), size, viewport));
    else if (p.el) setPos(placeBelow(rectOf(p.el), size, viewport, p.align));
    else setPos({ left: (viewport.width - size.width) / 2, top: (viewport.height - size.height) / 2 });
  }, [props.placement, props.items]);

  // Focus the first row once the panel is placed (a hidden panel cannot take focus).
  const placed = pos !== null;
  useEffect(() => {
    if (placed) ref.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"]):not([disabled])')?.focus();
  }, [placed]);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const rows = () => [
    ...(ref.current?.querySelectorAll<HTMLElement>(':scope > [role^="menuitem"]:not([aria-disabled="true"]):not([disabled])') ?? []),
  ];
  const move = (delta: number) => {
    const list = rows();
    if (!list.length) return;
    const i = list.indexOf(document.activeElement as HTMLElement);
    list[(i + delta + list.length) % list.length]?.focus();
  };

  const openSub = (el: HTMLElement, item: MenuItem, index: number) => {
    clearTimeout(hideTimer.current);
    if (sub?.index === index) return;
    const c = childrenOf(item);
    if (Array.isArray(c)) return setSub({ el, index, items: c });
    setSub({ el, index, items: [{ type: 'pending' }] });
    void Promise.resolve(c()).then((items) => setSub((s) => (s?.index === index ? { el, index, items } : s)));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const k = e.key;
    if (k === 'ArrowDown' || k === 'j' || (k === 'Tab' && !e.shiftKey)) move(1);
    else if (k === 'ArrowUp' || k === 'k' || (k === 'Tab' && e.shiftKey)) move(-1);
    else if (k === 'Escape') props.close();
    else if (k === 'ArrowLeft' && props.onBack) props.onBack();
    else if (k === 'ArrowRight' && (document.activeElement as HTMLElement | null)?.dataset.submenuParent !== undefined)
      (document.activeElement as HTMLElement).click();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <>
      <div
        ref={ref}
        role="menu"
        tabIndex={-1}
        aria-label={t(m.menu)}
        className="kite-menu"
        data-menu-level={level}
        style={{
          zIndex: props.z + level,
          left: pos?.left ?? 0,
          top: pos?.top ?? 0,
          visibility: pos ? 'visible' : 'hidden',
          maxHeight: `calc(100vh - ${MENU_VIEWPORT_GAP}px)`,
        }}
        onKeyDown={onKeyDown}
        onMouseLeave={() => {
          clearTimeout(hideTimer.current);
          if (sub) hideTimer.current = setTimeout(() => setSub(null), SUBMENU_HIDE_MS);
        }}
        onMouseEnter={() => clearTimeout(hideTimer.current)}
      >
        {props.items.map((item, i) => (
          <MenuItemView key={i} item={item} close={props.close} subOpen={sub?.index === i} openSub={(el, it) => openSub(el, it, i)} />
        ))}
      </div>
      {sub && (
        <div
          onMouseEnter={() => clearTimeout(hideTimer.current)}
          onMouseLeave={() => (hideTimer.current = setTimeout(() => setSub(null), SUBMENU_HIDE_MS))}
        >
          <SubMenu
            items={sub.items}
            parent={sub.el}
            close={props.close}
            z={props.z}
            level={level + 1}
            onBack={() => {
              sub.el.focus();
              setSub(null);
            }}
          />
        </div>
      )}
    </>
  );
}

/** A nested panel that takes focus when it opens by keyboard or click. */
function SubMenu(props: { items: MenuItem[]; parent: HTMLElement; close: () => void; onBack: () => void; z: number; level: number }) {
  const [placement] = useState<MenuPlacement>(() => ({ kind: 'beside', el: props.parent }));
  return <MenuPanel items={props.items} placement={placement} close={props.close} onBack={props.onBack} z={props.z} level={props.level} />;
}
