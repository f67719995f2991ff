import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { AsyncBoundary, LazyView, Loading, useT } from '@kite/sdk';
import type { LazyComponent, WidgetContribution, WidgetProps, WidgetSettingsForm } from '@kite/sdk';
import { withDefaults } from './settingsForm';

interface FrameProps {
  widgetId: string;
  data: Readonly<Record<string, unknown>>;
  title: string;
  updateSettings: (patch: Record<string, unknown>) => void;
}

async function loadComponent(c: LazyComponent<WidgetProps>): Promise<ComponentType<WidgetProps>> {
  return typeof c === 'function' ? c : (await c.lazy()).default;
}

/** Per contribution, one loader of the widget and its settings form together (so defaults apply on first draw). */
const frames = new WeakMap<WidgetContribution, LazyComponent<FrameProps>>();
function frameFor(w: WidgetContribution): LazyComponent<FrameProps> {
  let f = frames.get(w);
  if (!f) {
    f = {
      lazy: async () => {
        const [Widget, form] = await Promise.all([
          loadComponent(w.component),
          w.settings?.() ?? Promise.resolve<WidgetSettingsForm | undefined>(undefined),
        ]);
        function Frame(p: FrameProps) {
          const settings = withDefaults(form, p.data);
          // Misskey's widgets with a `showHeader` setting draw a titled header while it is on.
          const header = form && 'showHeader' in form && settings['showHeader'] !== false;
          return (
            <div className={settings['transparent'] === true ? 'kite-widget-body kite-widget-transparent' : 'kite-widget-body'}>
              {header && <h2 className="kite-widget-header">{p.title}</h2>}
              <Widget widgetId={p.widgetId} settings={settings} updateSettings={p.updateSettings} />
            </div>
          );
        }
        return { default: Frame };
      },
    };
    frames.set(w, f);
  }
  return f;
}

/** Loads the settings form of a widget (for the edit dialog). */
export async function loadSettingsForm(w: WidgetContribution): Promise<WidgetSettingsForm | undefined> {
  return w.settings?.();
}

/** One widget: its component with the stored settings over the form's defaults, loaded on first draw. */
export function WidgetFrame(props: { widget: WidgetContribution } & Omit<FrameProps, 'title'>) {
  const t = useT();
  return (
    <AsyncBoundary>
      <Suspense fallback={<Loading />}>
        <LazyView
          component={frameFor(props.widget)}
          props={{ widgetId: props.widgetId, data: props.data, title: t(props.widget.title), updateSettings: props.updateSettings }}
        />
      </Suspense>
    </AsyncBoundary>
  );
}
