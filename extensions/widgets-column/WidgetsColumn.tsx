import { Suspense, useMemo, useState } from 'react';
import { AsyncBoundary, Icon, Loading, Menus, resolveLazy, useService, useT } from '@kite/sdk';
import type { WidgetContribution } from '@kite/sdk';
import { addWidget, moveWidget, removeWidget } from './placement';
import type { WidgetPlacement } from './placement';
import { useWidgets } from './useWidgets';
import { widgetMessages as m } from './messages';

function WidgetView(props: { placement: WidgetPlacement; widget: WidgetContribution }) {
  const Component = useMemo(() => resolveLazy(props.widget.component), [props.widget]);
  return (
    <AsyncBoundary>
      <Suspense fallback={<Loading />}>
        <Component widgetId={props.placement.id} settings={props.placement.settings} />
      </Suspense>
    </AsyncBoundary>
  );
}

/**
 * The widgets column (spec 1 §2.8): the widgets the person placed (by default calendar,
 * notifications and trends, those that exist), with an edit mode to add, remove and order
 * them. The placement is stored in the preferences.
 */
export function WidgetsColumn(props: { className?: string }) {
  const t = useT();
  const menus = useService(Menus);
  const { available, placed, save } = useWidgets();
  const [editing, setEditing] = useState(false);
  const byName = new Map(available.map((w) => [w.name, w]));
  const add = (anchor: HTMLElement) => void menus.popup(available.map((w) => ({
    text: t(w.title), action: () => save(addWidget(placed, w.name, `${w.name}-${Date.now().toString(36)}`)),
  })), anchor);
  return (
    <aside className={`kite-widgets ${props.className ?? ''}`} aria-label={t(m.widgets)} data-editing={editing}>
      {placed.map((p) => {
        const w = byName.get(p.name);
        if (!w) return null;
        const name = t(w.title);
        return (
          <section key={p.id} className="kite-widget" aria-label={name} data-widget={p.name}>
            {editing && (
              <div className="kite-widget-edit">
                <button type="button" className="kite-icon-button" aria-label={t(m.moveUp, { name })} onClick={() => save(moveWidget(placed, p.id, -1))}><Icon icon="chevronLeft" className="kite-rot90" /></button>
                <button type="button" className="kite-icon-button" aria-label={t(m.moveDown, { name })} onClick={() => save(moveWidget(placed, p.id, 1))}><Icon icon="chevronDown" /></button>
                <button type="button" className="kite-icon-button" aria-label={t(m.remove, { name })} onClick={() => save(removeWidget(placed, p.id))}><Icon icon="x" /></button>
              </div>
            )}
            <WidgetView placement={p} widget={w} />
          </section>
        );
      })}
      <div className="kite-widgets-controls">
        {editing && <button type="button" className="kite-button" onClick={(e) => add(e.currentTarget)}><Icon icon="plus" />{t(m.add)}</button>}
        <button type="button" className="kite-button" aria-pressed={editing} onClick={() => setEditing((v) => !v)}>
          <Icon icon={editing ? 'check' : 'settings'} />{editing ? t(m.done) : t(m.edit)}
        </button>
      </div>
    </aside>
  );
}
