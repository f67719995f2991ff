import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { Icon, Menus, useService, useT } from '@kite/sdk';
import type { WidgetContribution, WidgetSettingsForm } from '@kite/sdk';
import { addWidget, moveWidget, moveWidgetTo, newWidgetId, removeWidget, setWidgetData } from './placement';
import type { WidgetPlacement } from './placement';
import { useWidgets } from './useWidgets';
import type { WidgetSource } from './useWidgets';
import { WidgetFrame, loadSettingsForm } from './WidgetFrame';
import WidgetSettingsDialog from './WidgetSettingsDialog';
import { widgetMessages } from './messages';
import { columnMessages as m } from './columnMessages';

interface Configuring {
  placement: WidgetPlacement;
  name: string;
  form: WidgetSettingsForm;
}

/**
 * The widgets column (spec 1 §2.8): the widgets the person placed (Misskey's default column is
 * calendar, notifications and trends), with an edit mode to add any widget by name, remove,
 * reorder (drag, or the move buttons by keyboard) and configure each through its settings form.
 * A deck column passes its own `source`; otherwise the list is the `widgets` preference.
 */
export function WidgetsColumn(props: { className?: string; source?: WidgetSource }) {
  const t = useT();
  const menus = useService(Menus);
  const { available, placed, update } = useWidgets(props.source);
  const [editing, setEditing] = useState(false);
  const [configuring, setConfiguring] = useState<Configuring | null>(null);
  const [announce, setAnnounce] = useState('');
  const dragged = useRef<string | null>(null);
  const byName = new Map(available.map((w) => [w.name, w]));
  const shownIds = placed.map((p) => p.id);

  const add = (anchor: HTMLElement) =>
    void menus.popup(
      [...available]
        .map((w) => ({ w, title: t(w.title) }))
        .sort((a, b) => a.title.localeCompare(b.title))
        .map(({ w, title }) => ({ text: title, action: () => update((cur) => addWidget(cur, w.name, newWidgetId())) })),
      anchor,
    );
  const move = (p: WidgetPlacement, name: string, by: -1 | 1) => {
    let ids: string[] = [];
    update((cur) => {
      const next = moveWidget(cur, p.id, by, shownIds);
      ids = next.filter((w) => shownIds.includes(w.id)).map((w) => w.id);
      return next;
    });
    setAnnounce(t(m.moved, { name, place: ids.indexOf(p.id) + 1, count: ids.length }));
  };
  const configure = async (p: WidgetPlacement, w: WidgetContribution) => {
    const form = await loadSettingsForm(w);
    if (form) setConfiguring({ placement: p, name: t(w.title), form });
  };
  const onDrop = (e: DragEvent, target: string) => {
    e.preventDefault();
    const id = dragged.current ?? e.dataTransfer.getData('text/plain');
    dragged.current = null;
    if (id && id !== target) update((cur) => moveWidgetTo(cur, id, target));
  };

  return (
    <aside className={`kite-widgets ${props.className ?? ''}`} aria-label={t(widgetMessages.widgets)} data-editing={editing}>
      {placed.length === 0 && <p className="kite-widgets-empty">{t(m.empty)}</p>}
      {placed.map((p, i) => {
        const w = byName.get(p.name);
        if (!w) return null;
        const name = t(w.title);
        return (
          <section
            key={p.id}
            className="kite-widget"
            aria-label={name}
            data-widget={p.name}
            draggable={editing}
            onDragStart={(e) => {
              dragged.current = p.id;
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', p.id);
            }}
            onDragOver={(e) => {
              if (editing) e.preventDefault();
            }}
            onDrop={(e) => onDrop(e, p.id)}
          >
            {editing && (
              <div className="kite-widget-edit">
                <span className="kite-widget-grip" title={t(m.drag, { name })} aria-hidden="true">
                  <IconGripVertical size={16} />
                </span>
                <span className="kite-widget-edit-name">{name}</span>
                {w.settings && (
                  <button
                    type="button"
                    className="kite-icon-button"
                    aria-label={t(m.configure, { name })}
                    onClick={() => void configure(p, w)}
                  >
                    <Icon icon="settings" />
                  </button>
                )}
                <button
                  type="button"
                  className="kite-icon-button"
                  aria-label={t(m.moveUp, { name })}
                  disabled={i === 0}
                  onClick={() => move(p, name, -1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </button>
                <button
                  type="button"
                  className="kite-icon-button"
                  aria-label={t(m.moveDown, { name })}
                  disabled={i === placed.length - 1}
                  onClick={() => move(p, name, 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </button>
                <button
                  type="button"
                  className="kite-icon-button"
                  aria-label={t(m.remove, { name })}
                  onClick={() => update((cur) => removeWidget(cur, p.id))}
                >
                  <Icon icon="x" />
                </button>
              </div>
            )}
            <WidgetFrame
              widget={w}
              widgetId={p.id}
              data={p.data}
              updateSettings={(patch) => update((cur) => setWidgetData(cur, p.id, { ...cur.find((x) => x.id === p.id)?.data, ...patch }))}
            />
          </section>
        );
      })}
      <div className="kite-widgets-controls">
        {editing && (
          <button type="button" className="kite-button" onClick={(e) => add(e.currentTarget)}>
            <Icon icon="plus" />
            {t(m.add)}
          </button>
        )}
        <button type="button" className="kite-button" aria-pressed={editing} onClick={() => setEditing((v) => !v)}>
          <Icon icon={editing ? 'check' : 'settings'} />
          {editing ? t(m.done) : t(m.edit)}
        </button>
      </div>
      <div className="kite-sr-only" role="status">
        {announce}
      </div>
      {configuring && (
        <WidgetSettingsDialog
          name={configuring.name}
          form={configuring.form}
          data={configuring.placement.data}
          onSave={(data) => update((cur) => setWidgetData(cur, configuring.placement.id, data))}
          onClose={() => setConfiguring(null)}
        />
      )}
    </aside>
  );
}
