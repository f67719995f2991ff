import type { entities } from 'misskey-js';
import { fixtureFile, fixtureNote, fixtureUser } from './make';

/** Every script in this corpus tries to set this; the end-to-end test asserts it never is. */
const P = 'window.__pwned=1';

const texts: string[] = [
  // javascript: and data: links
  `[click me](javascript:${P})`,
  `[click](JAVASCRIPT:${P})`,
  `[x](javascript://%0a${P})`,
  `<javascript:${P}>`,
  `javascript:${P}`,
  `[x](data:text/html,<script>${P}</script>)`,
  `[x](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)`,
  `?[silent](javascript:${P})`,
  `[nested [link](javascript:${P})](https://example.com)`,
  `[x](vbscript:${P}) [y](file:///etc/passwd) [z](//evil.example)`,
  // HTML and script tags in text
  `<script>${P}</script>`,
  `<img src=x onerror="${P}">`,
  `<svg onload="${P}"></svg>`,
  `<iframe src="javascript:${P}"></iframe>`,
  `<style>body{display:none}</style>`,
  `"><script>${P}</script>`,
  `<a href="javascript:${P}">html link</a>`,
  `<b onmouseover="${P}">hover</b>`,
  `<details open ontoggle="${P}">`,
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  // CSS injection through function arguments
  '$[fg.color=red;position:fixed;inset:0;z-index:99999 cover]',
  '$[bg.color=fff);background:url(https://evil.example/x.png escape]',
  '$[border.style=solid;position:fixed,width=99999,radius=99999 border]',
  '$[font.serif;position:fixed serif]',
  '$[tada.speed=1s;position:fixed,delay=0s;top:0 tada]',
  '$[position.x=99999,y=-99999 far away]',
  '$[position.x=-1e309 infinity]',
  '$[rotate.deg=1e999 rotate]',
  '$[scale.x=1e308,y=1e308 giant]',
  '$[border.width=99999,color=000 thick]',
  '$[fg.color=expression(alert(1)) ie]',
  '$[bg.color=var(--x) var]',
  // deep nesting
  '$[x4 '.repeat(200) + 'deep' + ']'.repeat(200),
  '**'.repeat(100) + 'bold' + '**'.repeat(100),
  '> '.repeat(100) + 'quote',
  '<center>'.repeat(50) + 'c' + '</center>'.repeat(50),
  '$[position.y=-5 '.repeat(40) + 'up' + ']'.repeat(40),
  '$[spin.speed=0.01s '.repeat(30) + 'spin' + ']'.repeat(30),
  // huge scale
  '$[x4 $[x4 $[x4 $[x4 $[scale.x=5,y=5 $[scale.x=5,y=5 $[scale.x=5,y=5 HUGE]]]]]]]',
  '$[scale.x=5,y=5 '.repeat(20) + 'ZOOM' + ']'.repeat(20),
  '$[x4 ' + 'W'.repeat(2000) + ']',
  // malformed emoji names
  ':<script>: :a:b:c: :../../etc/passwd: :name" onerror="x: ::',
  ':'.repeat(1000),
  ':evil: :dataemoji: :spaces in name:',
  // maths and code
  `\\(\\href{javascript:${P}}{click}\\)`,
  '\\(\\htmlStyle{position:fixed;inset:0;background:red}{x}\\)',
  '\\[\\rule{99999em}{99999em}\\]',
  '\\(' + '\\sqrt{'.repeat(200) + 'x' + '}'.repeat(200) + '\\)',
  '```html\n</code></pre><script>window.__pwned=1</script>\n```',
  '`</code><img src=x onerror=window.__pwned=1>`',
  // misc
  '\u202Eevil right-to-left override\u202C and zero\u200Bwidth',
  '#<script>alert(1)</script> @<img>@evil',
  'https://example.com/"><script>window.__pwned=1</script>',
  '$[ruby <script>window.__pwned=1</script> x] $[unixtime <img/src/onerror=alert(1)>]',
];

/** At least 50 notes that try to run script, inject CSS, escape the box, or hang the page. */
export function hostileNotes(): entities.Note[] {
  const evilUser = fixtureUser('mallory', {
    name: `<script>${P}</script> :evil:`,
    avatarUrl: `javascript:${P}`,
    emojis: { evil: `javascript:${P}` },
    avatarDecorations: [{ id: 'd1', url: `data:image/svg+xml,<svg onload="${P}"/>`, angle: 1e9, offsetX: 1e9, offsetY: -1e9 }],
    badgeRoles: [{ name: '<b>role</b>', iconUrl: `javascript:${P}`, displayOrder: 0 }],
  });
  const notes = texts.map((text) =>
    fixtureNote({ text, emojis: { evil: `javascript:${P}`, dataemoji: `data:image/svg+xml,<svg onload="${P}"/>` } }, evilUser),
  );
  notes.push(
    fixtureNote({ cw: `<img src=x onerror="${P}"> cw`, text: 'behind' }, evilUser),
    fixtureNote(
      {
        text: 'evil channel',
        channelId: 'c',
        channel: { id: 'c', name: '<script>', color: 'red;position:fixed', isSensitive: false, allowRenoteToExternal: true, userId: null },
      },
      evilUser,
    ),
    fixtureNote(
      {
        text: 'evil files',
        files: [
          fixtureFile('e1', { url: `javascript:${P}`, thumbnailUrl: `javascript:${P}` }),
          fixtureFile('e2', { type: 'video/mp4', url: `data:video/mp4,${P}` }),
        ],
      },
      evilUser,
    ),
    fixtureNote(
      {
        text: 'evil poll',
        poll: {
          multiple: true,
          expiresAt: null,
          choices: [
            { text: `<script>${P}</script>`, votes: -5, isVoted: false },
            { text: '$[x4 $[x4 big]]', votes: 1e9, isVoted: false },
          ],
        },
      },
      evilUser,
    ),
    fixtureNote(
      {
        text: 'evil reactions',
        reactions: { [`<img src=x onerror=${P}>`]: 1, ':evil@.:': 2, ':x@evil.example:': 3 },
        reactionEmojis: { 'x@evil.example': `javascript:${P}` },
      },
      evilUser,
    ),
  );
  return notes;
}
