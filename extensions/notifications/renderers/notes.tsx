import { NoteViews, useOptionalService, useT } from '@kite/sdk';
import { SingleNote } from '@kite/sdk/kit';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { Frame, NoteExcerpt, Reaction, UserAvatar, UserLink } from './Frame';
import type { NotificationOf } from '../types';
import { notificationMessages as m } from '../messages';

type NoteKind = NotificationOf<'mention' | 'reply' | 'quote' | 'note'>;
const noteIcon = { mention: 'at', reply: 'reply', quote: 'quote', note: 'notes' } as const;

export function NoteNotification({ notification: n }: { notification: NoteKind }) {
  const t = useT();
  return (
    <Frame
      n={n}
      icon={noteIcon[n.type]}
      user={n.user}
      title={
        <>
          <UserLink user={n.user} /> <span className="kite-notif-what">{t(m[n.type])}</span>
        </>
      }
    >
      <SingleNote note={n.note} />
    </Frame>
  );
}

export function RenoteNotification({ notification: n }: { notification: NotificationOf<'renote'> }) {
  const t = useT();
  // The notification's note is the renote; what was renoted is its target.
  return (
    <Frame
      n={n}
      icon="repeat"
      tone="renote"
      user={n.user}
      title={
        <>
          <UserLink user={n.user} /> <span className="kite-notif-what">{t(m.renote)}</span>
        </>
      }
    >
      <NoteExcerpt note={n.note.renote ?? n.note} />
    </Frame>
  );
}

export function ReactionNotification({ notification: n }: { notification: NotificationOf<'reaction'> }) {
  const t = useT();
  return (
    <Frame
      n={n}
      icon="smile"
      tone="reaction"
      user={n.user}
      title={
        <>
          <UserLink user={n.user} /> <span className="kite-notif-what">{t(m.reaction)}</span>{' '}
          <Reaction reaction={n.reaction} note={n.note} />
        </>
      }
    >
      <NoteExcerpt note={n.note} />
    </Frame>
  );
}

export function PollEndedNotification({ notification: n }: { notification: NotificationOf<'pollEnded'> }) {
  const t = useT();
  const views = useOptionalService(NoteViews);
  return (
    <Frame n={n} icon={IconChartBar} user={n.note.user} title={t(m.pollEnded)}>
      <NoteExcerpt note={n.note} />
      {views && n.note.poll && <views.Poll note={n.note} readOnly />}
    </Frame>
  );
}

/** Spec 3 §2: a heart when the note accepts likes only, otherwise a plus. */
export function ReactionGroupedNotification({ notification: n }: { notification: NotificationOf<'reaction:grouped'> }) {
  const t = useT();
  const icon = n.note.reactionAcceptance === 'likeOnly' ? 'heart' : IconPlus;
  return (
    <Frame n={n} icon={icon} tone="reaction" title={t(m.reactionGrouped, { n: n.reactions.length })}>
      <ul className="kite-notif-group" aria-label={t(m.reactionGrouped, { n: n.reactions.length })}>
        {n.reactions.map((r, i) => (
          <li key={`${r.user.id}-${i}`} className="kite-notif-group-item">
            <UserAvatar user={r.user} size={28} />
            <Reaction reaction={r.reaction} note={n.note} />
          </li>
        ))}
      </ul>
      <NoteExcerpt note={n.note} />
    </Frame>
  );
}

export function RenoteGroupedNotification({ notification: n }: { notification: NotificationOf<'renote:grouped'> }) {
  const t = useT();
  return (
    <Frame n={n} icon="repeat" tone="renote" title={t(m.renoteGrouped, { n: n.users.length })}>
      <ul className="kite-notif-group">
        {n.users.map((u) => (
          <li key={u.id} className="kite-notif-group-item">
            <UserAvatar user={u} size={28} />
          </li>
        ))}
      </ul>
      <NoteExcerpt note={n.note} />
    </Frame>
  );
}
