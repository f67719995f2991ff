import { useMemo } from 'react';
import { usePreference, useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { FetchState } from '../shared/FetchState';
import { shownItems, useFeed } from './useFeed';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The RSS ticker widget: a feed's entries scrolling across in a line (duration and direction
 * as set; still, and scrollable, without animations or with reduced motion).
 */
export default function RssTickerWidget(props: WidgetProps) {
  const t = useT();
  const animation = usePreference('animation');
  const fetched = useFeed(props.settings);
  const shuffle = props.settings['shuffle'] === true;
  const items = useMemo(() => {
    const list = fetched.data ? shownItems(fetched.data.items, props.settings) : [];
    return shuffle ? shuffled(list) : list;
  }, [fetched.data, props.settings, shuffle]);
  const duration = Math.max(5, Number(props.settings['duration']) || 70);
  return (
    <FetchState fetched={fetched}>
      {() =>
        items.length === 0 ? (
          <p className="kite-w-empty">{t(m.noFeed)}</p>
        ) : (
          <div className="kite-wticker" data-animate={animation}>
            <ul
              className="kite-wticker-track"
              style={{ animationDuration: `${duration}s`, animationDirection: props.settings['reverse'] === true ? 'reverse' : 'normal' }}
            >
              {items.map((it) => (
                <li key={it.key}>
                  {it.href ? (
                    <a href={it.href} target="_blank" rel="noopener noreferrer">
                      {it.title}
                    </a>
                  ) : (
                    it.title
                  )}
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </FetchState>
  );
}
