import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { ResultScreen, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { chatMessages as m } from '../messages';
import '../chat.css';

/**
 * Spec 1 §2.1: chat pages show the not-available page when the role's chatAvailability is
 * `unavailable`; `readonly` lets the user read but not send or react. (The router already
 * asks visitors to sign in: the routes are loginRequired.)
 */
export function ChatGate({
  children,
  header = true,
}: {
  children: (me: entities.MeDetailed, readOnly: boolean) => ReactNode;
  /** Off in a deck column, whose own header names it. */
  header?: boolean;
}) {
  const t = useT();
  const { me } = useViewer();
  if (!me) return null;
  const availability = me.policies.chatAvailability;
  if (availability === 'unavailable') {
    return (
      <div className="kite-chat-page">
        {header && <PageHeader title={t(m.chat)} icon="messages" />}
        <ResultScreen kind="error" title={t(m.notAvailable)} text={t(m.notAvailableText)} />
      </div>
    );
  }
  return <>{children(me, availability === 'readonly')}</>;
}
