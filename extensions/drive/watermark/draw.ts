import { alignedOrigin } from '../rules/watermark';
import type { WatermarkLayer } from '../rules/watermark';

type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
type Img = ImageBitmap;

/** The margin around aligned text and image layers: 2 % of the shorter side. */
const marginOf = (w: number, h: number) => Math.round(Math.min(w, h) * 0.02);

function rotated(ctx: Ctx, angle: number, cx: number, cy: number, draw: () => void): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle * Math.PI);
  ctx.translate(-cx, -cy);
  draw();
  ctx.restore();
}

function tiled(w: number, h: number, bw: number, bh: number, at: (x: number, y: number) => void): void {
  const gap = Math.max(bw, bh) * 0.5;
  for (let y = -h; y < h * 2; y += bh + gap) for (let x = -w; x < w * 2; x += bw + gap) at(x, y);
}

/**
 * Draws watermark layers over an image already drawn on `ctx` (w × h). Angles are in
 * half-turns (-1…1 = -180°…180°), sizes relative to the image (spec 2 §3 layer fields).
 * `images` holds the decoded image of each image layer by layer id.
 */
export function drawWatermark(ctx: Ctx, w: number, h: number, layers: readonly WatermarkLayer[], images: ReadonlyMap<string, Img>): void {
  for (const l of layers) {
    ctx.save();
    ctx.globalAlpha = l.opacity;
    if (l.type === 'text' && l.text !== '') {
      const size = Math.max(8, Math.round(Math.min(w, h) * l.scale * 0.5));
      ctx.font = `bold ${size}px sans-serif`;
      ctx.fillStyle = '#ffffff';
      ctx.strokeStyle = 'rgba(0,0,0,0.6)';
      ctx.lineWidth = Math.max(1, size / 12);
      ctx.textBaseline = 'top';
      const bw = ctx.measureText(l.text).width;
      const put = (x: number, y: number) =>
        rotated(ctx, l.angle, x + bw / 2, y + size / 2, () => {
          ctx.strokeText(l.text, x, y);
          ctx.fillText(l.text, x, y);
        });
      if (l.repeat) tiled(w, h, bw, size, put);
      else {
        const o = alignedOrigin(l.align, w, h, bw, size, marginOf(w, h));
        put(o.x, o.y);
      }
    } else if (l.type === 'image') {
      const img = images.get(l.id);
      if (img) {
        const bw = l.cover ? w : Math.max(1, w * l.scale);
        const bh = l.cover ? h : (img.height / img.width) * bw;
        const put = (x: number, y: number) => rotated(ctx, l.angle, x + bw / 2, y + bh / 2, () => ctx.drawImage(img, x, y, bw, bh));
        if (l.repeat && !l.cover) tiled(w, h, bw, bh, put);
        else if (l.cover) put(0, 0);
        else {
          const o = alignedOrigin(l.align, w, h, bw, bh, marginOf(w, h));
          put(o.x, o.y);
        }
      }
    } else if (l.type === 'stripe') {
      ctx.fillStyle = l.color;
      const period = Math.max(w, h) / l.frequency;
      const band = period * l.threshold;
      rotated(ctx, l.angle + 0.25, w / 2, h / 2, () => {
        const d = Math.hypot(w, h);
        for (let x = w / 2 - d; x < w / 2 + d; x += period) ctx.fillRect(x, h / 2 - d, band, d * 2);
      });
    } else if (l.type === 'polkadot') {
      ctx.fillStyle = l.color;
      const cell = Math.min(w, h) / (l.scale * 4);
      rotated(ctx, l.angle, w / 2, h / 2, () => {
        const d = Math.hypot(w, h);
        for (let y = h / 2 - d; y < h / 2 + d; y += cell) {
          for (let x = w / 2 - d; x < w / 2 + d; x += cell) {
            ctx.globalAlpha = l.opacity * l.majorOpacity;
            ctx.beginPath();
            ctx.arc(x, y, (cell / 2) * l.majorRadius, 0, Math.PI * 2);
            ctx.fill();
            if (l.minorDivisions > 0) {
              ctx.globalAlpha = l.opacity * l.minorOpacity;
              const step = cell / (l.minorDivisions + 1);
              for (let k = 1; k <= l.minorDivisions; k++) {
                ctx.beginPath();
                ctx.arc(x + step * k, y + cell / 2, (cell / 2) * l.minorRadius * 0.5, 0, Math.PI * 2);
                ctx.fill();
              }
            }
          }
        }
      });
    } else if (l.type === 'checker') {
      ctx.fillStyle = l.color;
      const cell = Math.min(w, h) / (l.scale * 4);
      rotated(ctx, l.angle, w / 2, h / 2, () => {
        const d = Math.hypot(w, h);
        let row = 0;
        for (let y = h / 2 - d; y < h / 2 + d; y += cell, row++) {
          let col = 0;
          for (let x = w / 2 - d; x < w / 2 + d; x += cell, col++) if ((row + col) % 2 === 0) ctx.fillRect(x, y, cell, cell);
        }
      });
    }
    ctx.restore();
  }
}
