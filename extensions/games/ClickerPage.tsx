import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useContributions, useT } from '@kite/sdk';
import type { LazyComponent, WidgetProps } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { gamesMessages as m } from './messages';
import { gamesNavMessages as nav } from './navMessages';
import './games.css';

const noop = () => {};

async function load(c: LazyComponent<WidgetProps>): Promise<ComponentType<WidgetProps>> {
  return typeof c === 'function' ? c : (await c.lazy()).default;
}

/**
 * /clicker: the cookie clicker. It draws the `clicker` widget contributed at point `widgets`
 * (the same saving code, Misskey's registry scope clickerGame / key saveData), so the page
 * and the widget always show the same count.
 */
export default function ClickerPage() {
  const t = useT();
  const widgets = useContributions('widgets');
  const clicker = widgets.find((w) => w.name === 'clicker');
  // Held in state as `{ C }`: a component value stored directly would be called as an updater.
  const [loaded, setLoaded] = useState<{ C: ComponentType<WidgetProps> } | null>(null);
  useEffect(() => {
    let gone = false;
    if (clicker)
      void load(clicker.component).then((C) => {
        if (!gone) setLoaded({ C });
      });
    return () => {
      gone = true;
    };
  }, [clicker]);
  const Widget = loaded?.C;
  return (
    <article className="kite-panel kite-games kite-games-clicker">
      <PageHeader title={t(nav.clicker)} icon="gamepad" />
      <p>{t(m.clickerText)}</p>
      {Widget && <Widget widgetId="clicker-page" settings={{}} updateSettings={noop} />}
      {!clicker && <p role="alert">{t(m.clickerMissing)}</p>}
    </article>
  );
}
