import { useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { FetchState } from '../shared/FetchState';
import { shownItems, useFeed } from './useFeed';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The RSS widget: a feed's latest entries as links (fetched through the server's proxy). */
export default function RssWidget(props: WidgetProps) {
  const t = useT();
  const fetched = useFeed(props.settings);
  return (
    <FetchState fetched={fetched}>
      {(feed) => {
        const items = shownItems(feed.items, props.settings);
        if (items.length === 0) return <p className="kite-w-empty">{t(m.noFeed)}</p>;
        return (
          <ul className="kite-wlist kite-wrss">
            {items.map((it) => (
              <li key={it.key}>
                {it.href ? (
                  <a href={it.href} target="_blank" rel="noopener noreferrer">
                    {it.title}
                  </a>
                ) : (
                  <span>{it.title}</span>
                )}
              </li>
            ))}
          </ul>
        );
      }}
    </FetchState>
  );
}
