/**
 * Seed: 300+ notes — every MFM node and $[fn], CWs, media, polls, renotes, quotes,
 * a deep reply thread, channel notes, remote notes — with reactions and votes.
 */
import type { State } from '../store/state';
import type { ChannelRec, NoteRec, UserRec } from '../store/types';
import type { NoteInput } from '../store/notes-service';
import type { SeedFiles, SeedUsers } from './users';
import { createNote, react, vote } from '../store/notes-service';
import { Prng } from './prng';
import { CHATTER, CW_TEXTS, LONG_TEXT, MFM_FN_SAMPLES, MFM_NODE_SAMPLES, REACTIONS } from './texts';

const MIN = 60_000;

export interface SeedNotes {
  all: NoteRec[];
  byKind: Map<string, NoteRec>;
  threadTip: NoteRec;
  pollOpen: NoteRec;
  pollExpired: NoteRec;
  pollMultiple: NoteRec;
}

export function seedNotes(state: State, anchor: number, users: SeedUsers, files: SeedFiles, channels: ChannelRec[]): SeedNotes {
  const rnd = new Prng(20250901);
  const locals = [users.alice, users.bob, users.carol, users.dave, users.erin, users.grace];
  const remotes = [users.frank, users.heidi, users.ivan];
  const all: NoteRec[] = [];
  const byKind = new Map<string, NoteRec>();
  // Notes go from ~7 days ago up to a few minutes before the anchor, evenly spaced.
  const TOTAL = 330;
  let i = 0;
  const at = (): number => anchor - Math.round(((TOTAL - i++) * 7 * 24 * 60 * MIN) / TOTAL) - 3 * MIN;
  const post = (user: UserRec, input: NoteInput, kind?: string): NoteRec => {
    const remote = user.host != null;
    const n = createNote(state, user, { silent: true, createdAt: at(), ...input });
    if (remote) {
      n.uri = `https://${user.host}/notes/${n.id}`;
      n.url = n.uri;
    }
    all.push(n);
    if (kind) byKind.set(kind, n);
    return n;
  };

  for (const s of MFM_NODE_SAMPLES) post(rnd.pick([users.alice, users.bob, users.carol]), { text: s.text }, `mfm:${s.kind}`);
  for (const s of MFM_FN_SAMPLES) post(rnd.pick([users.alice, users.carol]), { text: s.text }, `fn:${s.fn}`);
  post(users.alice, { text: MFM_FN_SAMPLES.map((s) => s.text).join('\n') }, 'fn:all');

  post(users.carol, { cw: CW_TEXTS[0], text: 'The butler did it. Also the dog.' }, 'cw');
  post(users.bob, { cw: 'Long text inside', text: LONG_TEXT }, 'cw:long');
  post(users.alice, { text: LONG_TEXT }, 'long');
  post(users.carol, { text: 'Beach day!', fileIds: [files.images[5].id] }, 'image');
  post(users.alice, { text: 'Four pictures from the trip', fileIds: files.images.slice(0, 4).map((f) => f.id) }, 'images:4');
  post(users.alice, { text: 'Five pictures means the note collapses', fileIds: files.images.slice(0, 5).map((f) => f.id) }, 'images:5');
  post(users.carol, { text: 'Careful, spicy picture', fileIds: [files.sensitive.id] }, 'image:sensitive');
  post(users.alice, { text: 'Listen to this little tune 🎵', fileIds: [files.audio.id] }, 'audio');
  if (files.video) post(users.alice, { text: 'A tiny video of a kite', fileIds: [files.video.id] }, 'video');
  post(users.alice, { text: '', fileIds: [files.images[1].id] }, 'image:only');

  const pollOpen = post(
    users.alice,
    {
      text: 'Which kite shape is best?',
      poll: { choices: ['Diamond', 'Delta', 'Box', 'Parafoil'], expiresAt: anchor + 3 * 24 * 60 * MIN },
    },
    'poll:open',
  );
  const pollExpired = post(
    users.bob,
    { text: 'Lunch poll (closed)', poll: { choices: ['Ramen', 'Curry', 'Sushi'], expiresAt: anchor - 60 * MIN } },
    'poll:expired',
  );
  const pollMultiple = post(
    users.carol,
    { text: 'Pick all the colours you like', poll: { choices: ['Red', 'Green', 'Blue', 'Yellow', 'Purple'], multiple: true } },
    'poll:multiple',
  );
  post(users.dave, { text: 'Poll with no end', poll: { choices: ['Yes', 'No'] } }, 'poll:infinite');

  // A reply thread deeper than 6.
  let tip = post(users.alice, { text: 'Thread start: what makes a kite fly? 🧵' }, 'thread:root');
  const speakers = [users.bob, users.carol, users.alice, users.frank, users.bob, users.carol, users.alice, users.bob, users.carol];
  speakers.forEach((u, d) => {
    tip = post(
      u,
      { text: `Reply at depth ${d + 1}: ${rnd.pick(CHATTER)}`, replyId: tip.id },
      d === speakers.length - 1 ? 'thread:tip' : undefined,
    );
  });
  const root = byKind.get('thread:root');
  if (root) for (const u of [users.dave, users.heidi]) post(u, { text: `Side reply from ${u.username}`, replyId: root.id });

  // Renotes and quotes.
  const target = byKind.get('mfm:hashtag') ?? all[0];
  post(users.bob, { renoteId: target.id }, 'renote');
  post(users.carol, { renoteId: pollOpen.id }, 'renote:poll');
  post(users.frank, { renoteId: byKind.get('image')!.id }, 'renote:remote');
  post(users.alice, { text: 'Quoting this because it is great', renoteId: byKind.get('fn:rainbow')!.id }, 'quote');
  post(users.carol, { text: 'Quote with a picture', renoteId: target.id, fileIds: [files.images[6].id] }, 'quote:image');

  // Visibility variants.
  post(users.alice, { text: 'Home-only note', visibility: 'home' }, 'visibility:home');
  post(users.carol, { text: 'Followers-only note from carol', visibility: 'followers' }, 'visibility:followers');
  post(users.bob, { text: 'Direct note to @alice', visibility: 'specified', visibleUserIds: [users.alice.id] }, 'visibility:specified');
  post(users.alice, { text: 'Local-only note (not federated)', localOnly: true }, 'localOnly');
  post(users.alice, { text: 'Likes only, please ❤', reactionAcceptance: 'likeOnly' }, 'likeOnly');
  post(users.erin, { text: 'Erin is silenced, so this went to home' }, 'silenced');
  post(users.carol, { text: 'Hey @alice, a mention for you' }, 'mention:alice');

  // Channel notes.
  const [kites, photos, spicy] = channels;
  for (let k = 0; k < 12; k++)
    post(
      rnd.pick([users.alice, users.carol]),
      { text: `Kite builders #${k + 1}: ${rnd.pick(CHATTER)}`, channelId: kites.id },
      k === 0 ? 'channel' : undefined,
    );
  for (let k = 0; k < 6; k++)
    post(users.carol, { text: `Photo of the day ${k + 1}`, channelId: photos.id, fileIds: [files.images[5 + (k % 3)].id] });
  post(users.bob, { text: 'Late night channel note', channelId: spicy.id }, 'channel:sensitive');
  const first = byKind.get('channel');
  if (first) kites.pinnedNoteIds = [first.id];

  // Remote notes.
  for (let k = 0; k < 15; k++) post(remotes[k % 3], { text: `${rnd.pick(CHATTER)} (from ${remotes[k % 3].host}) :blobcat:` });

  // Chatter to reach the total, with occasional hashtags, mentions and replies.
  while (all.length < TOTAL - 5) {
    const u = rnd.pick(locals);
    const extra = rnd.chance(0.15) ? ` #${rnd.pick(['kites', 'misskey', 'weekend', 'coffee', 'photo'])}` : '';
    const replyTo = rnd.chance(0.12)
      ? rnd.pick(all.filter((n) => n.channelId == null && n.visibility === 'public' && (n.text != null || n.fileIds.length)))
      : undefined;
    post(u, { text: rnd.pick(CHATTER) + extra, replyId: replyTo?.id, visibility: u.isSilenced ? 'home' : 'public' });
  }

  // Reactions and votes, deterministic.
  const reactors = [...locals, ...remotes];
  for (const n of all) {
    if (!rnd.chance(0.45)) continue;
    const count = 1 + rnd.int(5);
    for (const u of reactors.slice(0, count)) {
      try {
        react(state, u, n, n.reactionAcceptance === 'likeOnly' ? '❤' : rnd.pick(REACTIONS), { silent: true, createdAt: n.createdAt + MIN });
      } catch {
        /* already reacted */
      }
    }
  }
  for (const u of [users.bob, users.carol, users.dave, users.frank]) {
    vote(state, u, pollOpen, rnd.int(4), { silent: true });
    vote(state, u, pollExpired, rnd.int(3), { silent: true });
  }
  vote(state, users.alice, pollExpired, 0, { silent: true });
  vote(state, users.alice, pollMultiple, 0, { silent: true });
  vote(state, users.alice, pollMultiple, 2, { silent: true });
  vote(state, users.bob, pollMultiple, 1, { silent: true });
  users.alice.pinnedNoteIds = [byKind.get('thread:root')!.id];
  return { all, byKind, threadTip: tip, pollOpen, pollExpired, pollMultiple };
}
