/**
 * `npx tsx tools/gen-icons.ts`: writes Kite's app icons to public/icons/ — the kite of favicon.svg on its
 * blue, full-bleed (maskable: the kite stays inside the middle 80 %) at 192 and 512 px, and a white kite on
 * transparent at 96 px for the notification badge. Run again only when the design changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodePng } from '../devserver/seed/media';
import type { Rgba } from '../devserver/seed/media';

const BLUE: Rgba = [0x2f, 0x7d, 0x9c, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** favicon.svg's kite in a unit square: top (0.5, 0.06), sides at y 0.44, bottom (0.5, 0.94). */
function inKite(u: number, v: number): boolean {
  const dx = Math.abs(u - 0.5);
  if (v < 0.06 || v > 0.94) return false;
  return v <= 0.44 ? dx <= (v - 0.06) * (0.38 / 0.38) : dx <= (0.94 - v) * (0.38 / 0.5);
}

function icon(size: number, scale: number, bg: Rgba, fg: Rgba, spars: boolean): Buffer {
  return encodePng(size, size, (x, y) => {
    const u = ((x + 0.5) / size - 0.5) / scale + 0.5;
    const v = ((y + 0.5) / size - 0.5) / scale + 0.5;
    if (!inKite(u, v)) return bg;
    const bar = 0.025;
    if (spars && (Math.abs(u - 0.5) < bar || Math.abs(v - 0.44) < bar)) return WHITE;
    return fg;
  });
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('kite-192.png', dir), icon(192, 0.7, BLUE, [0x8f, 0xd0, 0xe8, 255], true));
writeFileSync(new URL('kite-512.png', dir), icon(512, 0.7, BLUE, [0x8f, 0xd0, 0xe8, 255], true));
writeFileSync(new URL('kite-badge.png', dir), icon(96, 1, CLEAR, WHITE, false));
