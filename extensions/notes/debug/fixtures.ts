import type { entities } from 'misskey-js';
import { fixtureFile, fixtureNote, fixtureUser } from './make';

const day = 86400_000;
const bob = fixtureUser('bob', { isCat: true, onlineStatus: 'active', badgeRoles: [] });
const dave = fixtureUser('dave', { isBot: true, onlineStatus: 'offline' });

const allMfm = [
  '**bold** <small>small</small> <i>italic</i> ~~strike~~ `inline code` \\(x^2 + y^2\\)',
  '<center>centered</center>',
  '> a quote',
  '```ts\nconst x: number = 1; // highlighted\n```',
  '\\[\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\\]',
  'Kite 検索',
  '👍 :blobcat: @alice @bob@remote.example #kite https://example.com/path [a link](https://misskey-hub.net)',
  '$[tada tada] $[jelly jelly] $[twitch twitch] $[shake shake] $[spin spin] $[jump jump] $[bounce bounce] $[flip flip]',
  '$[x2 x2] $[x3 x3] $[x4 x4] $[scale.x=2,y=1 scale] $[position.x=1 position]',
  '$[fg.color=f80 fg] $[bg.color=0af bg] $[border.style=dashed,color=0a0 border] $[font.serif serif] $[blur blur]',
  '$[rainbow rainbow] $[sparkle sparkle] $[rotate.deg=30 rotate] $[ruby 漢字 かんじ] $[unixtime 1700000000] $[unknown literal]',
].join('\n');

/** Named notes for the gallery and the end-to-end tests (`data-fixture` = key). */
export function displayFixtures(): Record<string, entities.Note> {
  const quoted = fixtureNote({ text: 'The quoted note.' }, bob);
  const replied = fixtureNote({ text: 'The note being replied to.' }, bob);
  return {
    mfm: fixtureNote({ text: allMfm, emojis: { blobcat: `${location.origin}/favicon.svg` } }),
    cw: fixtureNote({ cw: 'Spoilers for the finale', text: 'The hidden text behind the CW.', files: [fixtureFile('cwfile')] }),
    long: fixtureNote({ text: Array.from({ length: 50 }, (_, i) => `Line ${i + 1} of a long note.`).join('\n') }),
    sensitive: fixtureNote({ text: 'A sensitive picture.', files: [fixtureFile('sensitive', { isSensitive: true })] }),
    gallery: fixtureNote({ text: 'Two pictures.', files: [fixtureFile('pic1'), fixtureFile('pic2', { comment: 'second picture' })] }),
    poll: fixtureNote({
      text: 'Favourite colour?',
      poll: {
        multiple: false,
        expiresAt: new Date(Date.now() + day).toISOString(),
        choices: [
          { text: 'Red', votes: 3, isVoted: false },
          { text: 'Green', votes: 1, isVoted: false },
          { text: 'Blue', votes: 0, isVoted: false },
        ],
      },
    }),
    pollClosed: fixtureNote({
      text: 'A closed poll.',
      poll: {
        multiple: false,
        expiresAt: new Date(Date.now() - day).toISOString(),
        choices: [
          { text: 'Yes', votes: 5, isVoted: false },
          { text: 'No', votes: 2, isVoted: false },
        ],
      },
    }),
    preview: fixtureNote({ text: `Have a look: ${location.origin}/__fixtures/article.html and ${location.origin}/__fixtures/video.html` }),
    sensitivePreview: fixtureNote({ text: `Hot stuff: ${location.origin}/__fixtures/sensitive.html` }),
    renote: fixtureNote({ renote: quoted, renoteId: quoted.id }, dave),
    quote: fixtureNote({ text: 'Quoting this:', renote: quoted, renoteId: quoted.id }),
    reply: fixtureNote({ text: 'A reply.', reply: replied, replyId: replied.id }, bob),
    channel: fixtureNote({
      text: 'In a channel.',
      channelId: 'ch1',
      channel: { id: 'ch1', name: 'Kite dev', color: '#2fa4e7', isSensitive: false, allowRenoteToExternal: true, userId: null },
    }),
    reactions: fixtureNote({
      text: 'Reacted to.',
      reactions: { '👍': 5, '❤': 3, ':blobcat@.:': 2 },
      myReaction: '❤',
      reactionEmojis: {},
      emojis: { blobcat: `${location.origin}/favicon.svg` },
    }),
    visibility: fixtureNote({ text: 'Followers only, local only.', visibility: 'followers', localOnly: true }, dave),
    old: fixtureNote({ text: 'Posted long ago.', createdAt: new Date(Date.now() - 200 * day).toISOString() }),
    media: fixtureNote({
      text: 'Video and audio.',
      files: [
        fixtureFile('vid', { type: 'video/mp4', name: 'clip.mp4', url: 'https://example.com/clip.mp4', blurhash: null }),
        fixtureFile('aud', { type: 'audio/mpeg', name: 'sound.mp3', url: 'https://example.com/sound.mp3', blurhash: null }),
      ],
    }),
  };
}
