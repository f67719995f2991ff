import type { entities } from 'misskey-js';

export type Message = entities.ChatMessageLite;
export type Reaction = Message['reactions'][number];

/** A conversation's events as the chatUser / chatRoom channels deliver them. */
export type ChatEvent =
  | { type: 'message'; message: Message }
  | { type: 'deleted'; id: string }
  | { type: 'react' | 'unreact'; messageId: string; reaction: string; user?: entities.UserLite | null };

/** Messages oldest first, each id once (a sent message comes back on the channel too). */
export function addMessages(list: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return list as Message[];
  const byId = new Map(list.map((x) => [x.id, x]));
  for (const x of incoming) byId.set(x.id, x);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Applies one channel event. In a 1:1 conversation reactions carry no user (only the
 * recipient can react), so an `unreact` removes one reaction of that kind; in a room it
 * removes that user's.
 */
export function applyEvent(list: readonly Message[], e: ChatEvent): Message[] {
  switch (e.type) {
    case 'message':
      return addMessages(list, [e.message]);
    case 'deleted':
      return list.filter((x) => x.id !== e.id);
    case 'react':
      return list.map((x) =>
        x.id === e.messageId ? { ...x, reactions: [...x.reactions, { reaction: e.reaction, user: e.user ?? null }] } : x,
      );
    case 'unreact':
      return list.map((x) => {
        if (x.id !== e.messageId) return x;
        const i = x.reactions.findIndex((r) => r.reaction === e.reaction && (!e.user || r.user?.id === e.user.id));
        return i < 0 ? x : { ...x, reactions: x.reactions.filter((_, j) => j !== i) };
      });
  }
}

/** Reactions grouped for display: each emoji once with its count and whether `meId` gave it. */
export function groupReactions(
  reactions: readonly Reaction[],
  meId: string | null,
  mine: (r: Reaction) => boolean,
): { reaction: string; count: number; byMe: boolean; users: string[] }[] {
  const out = new Map<string, { reaction: string; count: number; byMe: boolean; users: string[] }>();
  for (const r of reactions) {
    const g = out.get(r.reaction) ?? { reaction: r.reaction, count: 0, byMe: false, users: [] };
    g.count++;
    if (meId && mine(r)) g.byMe = true;
    if (r.user) g.users.push(r.user.name ?? r.user.username);
    out.set(r.reaction, g);
  }
  return [...out.values()];
}
