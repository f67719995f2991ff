import { Link, useT, useViewer } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { History } from '../home/History';
import { chatMessages as m } from '../messages';
export { chatWidgetForm } from './form';
import '../chat.css';
import './widget.css';

/**
 * The chat widget (spec 1 §2.8): the latest conversations, as on /chat, each opening its
 * conversation; the whole history on the page. A role without chat says so instead.
 */
export default function ChatWidget(props: WidgetProps) {
  const t = useT();
  const { me } = useViewer();
  const height = Number(props.settings['height']) || 300;
  if (!me) return null;
  if (me.policies.chatAvailability === 'unavailable') return <p className="kite-wchat-note">{t(m.notAvailable)}</p>;
  return (
    <div className="kite-wchat">
      <div className="kite-wchat-list" style={{ maxHeight: height }}>
        <History me={me} limit={10} compact />
      </div>
      <Link to="/chat" className="kite-wchat-all">
        {t(m.openChat)}
      </Link>
    </div>
  );
}
