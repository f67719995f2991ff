import { ChatGate } from '../pages/ChatGate';
import { History } from '../home/History';

/**
 * The chat deck column (Misskey's `chat` column type): the conversation history, each row
 * opening its conversation; refreshed every 10 s while the tab is visible, as Misskey's is.
 */
export default function ChatColumn() {
  return (
    <div className="kite-chat-page kite-chat-column">
      <ChatGate header={false}>{(me) => <History me={me} refreshEvery={10_000} />}</ChatGate>
    </div>
  );
}
