/**
 * Small generated media: PNG images (identicons, pictures, emoji), WAV audio, SVG emoji placeholders.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

export type Rgba = [number, number, number, number];

/** Encode an RGBA image as PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixel(x, y);
      const at = row + 1 + x * 4;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
      raw[at + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Generated media depend only on their arguments, and every /__dev/reset reseeds hundreds of them:
 * each is drawn once per process (a reseed took about a second of every e2e test). Callers treat
 * the buffers as read-only. Bounded, since media URLs name pictures too.
 */
const drawn = new Map<string, Buffer>();
const MAX_DRAWN = 2000;
function once(key: string, draw: () => Buffer): Buffer {
  let b = drawn.get(key);
  if (!b) {
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value ?? '');
    drawn.set(key, (b = draw()));
  }
  return b;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A GitHub-style 5×5 symmetric identicon, 120×120. */
export function identicon(seed: string): Buffer {
  return once(`identicon ${seed}`, () => drawIdenticon(seed));
}

function drawIdenticon(seed: string): Buffer {
  const h = hash(seed);
  const [r, g, b] = hsl(h % 360, 0.55, 0.55);
  const bg: Rgba = [240, 240, 240, 255];
  const cell = 20;
  return encodePng(120, 120, (x, y) => {
    const cx = Math.floor(x / cell) - 1;
    const cy = Math.floor(y / cell) - 1;
    if (cx < 0 || cy < 0 || cx > 4 || cy > 4) return bg;
    const col = cx < 3 ? cx : 4 - cx;
    return (h >>> (cy * 3 + col)) & 1 ? [r, g, b, 255] : bg;
  });
}

/** A picture: a gradient sky with a sun and hills, coloured by `seed`. */
export function picture(seed: string, width = 320, height = 240): Buffer {
  return once(`picture ${width}x${height} ${seed}`, () => drawPicture(seed, width, height));
}

function drawPicture(seed: string, width: number, height: number): Buffer {
  const h = hash(seed) % 360;
  const sunX = width * (0.2 + (hash(seed + 'x') % 60) / 100);
  return encodePng(width, height, (x, y) => {
    const hill = height * 0.7 + Math.sin((x / width) * Math.PI * 2 + h) * height * 0.08;
    if (y > hill) {
      const [r, g, b] = hsl((h + 120) % 360, 0.5, 0.35 + ((y - hill) / height) * 0.3);
      return [r, g, b, 255];
    }
    const d = Math.hypot(x - sunX, y - height * 0.3);
    if (d < height * 0.12) return [255, 220, 120, 255];
    const [r, g, b] = hsl(h, 0.6, 0.55 + (y / height) * 0.3);
    return [r, g, b, 255];
  });
}

/** An avatar decoration: a transparent 256×256 frame with a coloured ring and a star on top, drawn over an avatar. */
export function decorationImage(seed: string): Buffer {
  return once(`decoration ${seed}`, () => drawDecoration(seed));
}

function drawDecoration(seed: string): Buffer {
  const [r, g, b] = hsl(hash(seed) % 360, 0.75, 0.55);
  const size = 256;
  return encodePng(size, size, (x, y) => {
    const d = Math.hypot(x - size / 2, y - size / 2) / size;
    if (d > 0.36 && d < 0.44) return [r, g, b, 255];
    if (Math.hypot(x - size / 2, y - size * 0.1) < size * 0.07) return [255, 210, 80, 255];
    return [0, 0, 0, 0];
  });
}

/** A round emoji-like face for custom emojis, 64×64 with transparency. */
export function emojiImage(seed: string): Buffer {
  return once(`emoji ${seed}`, () => drawEmoji(seed));
}

function drawEmoji(seed: string): Buffer {
  const h = hash(seed) % 360;
  const [r, g, b] = hsl(h, 0.7, 0.6);
  return encodePng(64, 64, (x, y) => {
    const d = Math.hypot(x - 31.5, y - 31.5);
    if (d > 30) return [0, 0, 0, 0];
    if (Math.hypot(x - 22, y - 24) < 4 || Math.hypot(x - 42, y - 24) < 4) return [30, 30, 30, 255];
    if (y > 38 && y < 44 && Math.abs(x - 32) < 12 - (y - 38)) return [30, 30, 30, 255];
    return [r, g, b, 255];
  });
}

/** A short mono 16-bit PCM WAV: a few notes of a major arpeggio. */
export function wav(seconds = 1.2, rate = 8000): Buffer {
  return once(`wav ${seconds} ${rate}`, () => drawWav(seconds, rate));
}

function drawWav(seconds: number, rate: number): Buffer {
  const n = Math.floor(seconds * rate);
  const data = Buffer.alloc(n * 2);
  const notes = [261.63, 329.63, 392.0, 523.25];
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const f = notes[Math.min(notes.length - 1, Math.floor((t / seconds) * notes.length))] ?? 440;
    const env = Math.min(1, (n - i) / (rate * 0.05));
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * f * t) * 8000 * env), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * A stand-in for a twemoji / fluent-emoji asset: a disc coloured by the code points with
 * the first code point in hex. Not the glyph itself: headless and server machines often
 * have no emoji font, and the glyph then renders as a box.
 */
export function emojiSvg(codepoints: string): string {
  const cps = codepoints
    .toLowerCase()
    .split('-')
    .filter((cp) => /^[0-9a-f]{1,6}$/.test(cp));
  let hue = 0;
  for (const ch of cps.join('')) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  const label = cps[0] ?? '?';
  const size = label.length > 4 ? 8 : 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="17" fill="hsl(${hue},70%,55%)"/><text x="18" y="${18 + size / 3}" font-size="${size}" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}
