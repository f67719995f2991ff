/**
 * Note texts for the demo data: every MFM node type and every $[fn] function,
 * plus ordinary chatter.
 */
export const MFM_NODE_SAMPLES: { kind: string; text: string }[] = [
  { kind: 'quote', text: '> To fly a kite you need wind, string and patience.\nQuoted from the handbook.' },
  { kind: 'search', text: 'misskey kite client search' },
  { kind: 'blockCode', text: 'Config example:\n```ts\nconst kite = { colour: "red", tail: 3 };\nconsole.log(kite);\n```' },
  { kind: 'mathBlock', text: 'The lift equation:\n\\[L = \\frac{1}{2} \\rho v^2 S C_L\\]' },
  { kind: 'center', text: '<center>Centered announcement text</center>' },
  { kind: 'unicodeEmoji', text: 'Great weather today 🪁☀️🎉' },
  { kind: 'emojiCode', text: 'Custom emoji party :kite: :blobcat: :party_parrot:' },
  { kind: 'bold', text: 'This is **very important** and __also bold__.' },
  { kind: 'small', text: 'Regular text <small>with a small aside</small>.' },
  { kind: 'italic', text: 'Some <i>italic words</i> and *more italic* here.' },
  { kind: 'strike', text: 'The meeting is ~~on Monday~~ on Tuesday.' },
  { kind: 'inlineCode', text: 'Run `npm start` and open the browser.' },
  { kind: 'mathInline', text: 'Inline math \\(e^{i\\pi} + 1 = 0\\) is neat.' },
  { kind: 'mention', text: 'Hey @alice and @frank@remote.example, look at this!' },
  { kind: 'hashtag', text: 'Flying season begins #kites #misskey #weekend' },
  { kind: 'url', text: 'Read more at https://misskey-hub.net/docs/ for details.' },
  { kind: 'link', text: 'See [the Misskey hub](https://misskey-hub.net) and ?[a silent link](https://example.com).' },
  { kind: 'plain', text: '<plain>**not bold** $[tada not animated] :not_emoji:</plain>' },
  { kind: 'text', text: 'Just plain text, nothing fancy at all.' },
  { kind: 'nested', text: '**bold with <i>italic and ~~strike with `code`~~</i>** and $[x2 $[fg.color=f80 big orange **bold**]]' },
];

export const MFM_FN_SAMPLES: { fn: string; text: string }[] = [
  { fn: 'tada', text: '$[tada 🎉 Tada!]' },
  { fn: 'jelly', text: '$[jelly.speed=2s Jelly]' },
  { fn: 'twitch', text: '$[twitch Twitchy]' },
  { fn: 'shake', text: '$[shake.speed=0.5s Shaky]' },
  { fn: 'spin', text: '$[spin Spin] $[spin.left Left] $[spin.alternate Alternate] $[spin.x X] $[spin.y,speed=3s Y]' },
  { fn: 'jump', text: '$[jump.delay=0.2s Jump]' },
  { fn: 'bounce', text: '$[bounce Bounce]' },
  { fn: 'flip', text: '$[flip Flipped] $[flip.v Vertical] $[flip.h,v Both]' },
  { fn: 'x2', text: '$[x2 Big]' },
  { fn: 'x3', text: '$[x3 Bigger]' },
  { fn: 'x4', text: '$[x4 Biggest]' },
  { fn: 'scale', text: '$[scale.x=1.5,y=3 Stretched] $[scale.x=10,y=10 capped at 5]' },
  { fn: 'position', text: '$[position.x=1.5,y=-0.5 Moved]' },
  { fn: 'fg', text: '$[fg.color=e00 Red text] $[fg Default red] $[fg.color=zzz invalid colour]' },
  { fn: 'bg', text: '$[bg.color=ff0 Yellow background]' },
  {
    fn: 'border',
    text: '$[border.style=dashed,width=2,color=00f,radius=6 Dashed border] $[border.noclip Noclip] $[border.style=bogus Fallback solid]',
  },
  { fn: 'font', text: '$[font.serif Serif] $[font.monospace Mono] $[font.cursive Cursive] $[font.fantasy Fantasy]' },
  { fn: 'blur', text: '$[blur Spoiler: the butler did it]' },
  { fn: 'rainbow', text: '$[rainbow.speed=2s Rainbow]' },
  { fn: 'sparkle', text: '$[sparkle ✨ Sparkle ✨]' },
  { fn: 'rotate', text: '$[rotate.deg=30 Tilted] $[rotate Default 90]' },
  { fn: 'ruby', text: '$[ruby 凧 たこ] means kite.' },
  { fn: 'unixtime', text: 'Launch at $[unixtime 1767225600]' },
  { fn: 'unknown', text: '$[nonexistent This unknown function shows as literal text]' },
];

export const CHATTER = [
  'Good morning everyone!',
  'Coffee first, then code.',
  'Anyone else flying kites this weekend?',
  'The wind is perfect today.',
  'Just fixed a bug that took me three days.',
  'Lunch: ramen. Again.',
  'Reading a great book about aerodynamics.',
  'Does anybody know a good tutorial for TypeScript generics?',
  'It is raining. No kites today.',
  'New drive folder, who dis.',
  'Deploying on a Friday, wish me luck.',
  'The sunset was beautiful tonight.',
  'Trying out a new theme for my client.',
  'Hot take: tabs are better than spaces.',
  'My cat sat on the keyboard and pushed to main.',
  'Time for a walk.',
  'Finally got the timeline virtualisation working!',
  'What is everyone listening to?',
  'Learning Japanese, 頑張ります!',
  'Testing emoji reactions 👍❤️😆',
  'Another day, another note.',
  'Spring cleaning my dotfiles.',
  'I should sleep but here we are.',
  'The federation is alive and well.',
  'Long note incoming, brace yourselves.',
];

export const LONG_TEXT = Array.from(
  { length: 45 },
  (_, i) => `Line ${i + 1}: a long note has many lines so that the client collapses it behind a "show more" button.`,
).join('\n');

export const CW_TEXTS = ['Spoilers for the season finale', 'Food photos', 'Politics', 'Long rant', 'Eye contact'];

export const REACTIONS = ['👍', '❤', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮', ':kite@.:', ':blobcat@.:'];
