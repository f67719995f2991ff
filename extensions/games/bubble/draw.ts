import { GAME_HEIGHT, GAME_WIDTH, PLAY_MARGIN, TOP_LINE, type Piece } from './engine';
import type { Mono } from './monos';

/** A short ring where two monos merged (left out when motion is reduced). */
export interface Pop {
  x: number;
  y: number;
  size: number;
  /** Frames drawn so far. */
  age: number;
}
export const POP_FRAMES = 12;

export interface Scene {
  pieces: readonly Piece[];
  /** The mono waiting in the dropper and where (game units); null while it cannot drop. */
  dropper: { mono: Mono; x: number } | null;
  pops: readonly Pop[];
  /** The page's text colour, for lines and walls. */
  ink: string;
}

function shape(ctx: CanvasRenderingContext2D, mono: Mono): void {
  ctx.beginPath();
  if (mono.shape === 'circle') {
    ctx.arc(0, 0, mono.sizeX / 2, 0, Math.PI * 2);
  } else {
    const r = Math.min(mono.sizeX, mono.sizeY) * 0.12;
    ctx.roundRect(-mono.sizeX / 2, -mono.sizeY / 2, mono.sizeX, mono.sizeY, r);
  }
}

/** A mono at the origin: its colour, a light shine, and its label in white. */
function drawMono(ctx: CanvasRenderingContext2D, mono: Mono): void {
  shape(ctx, mono);
  ctx.fillStyle = mono.color;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.25)';
  ctx.stroke();
  const s = Math.min(mono.sizeX, mono.sizeY);
  ctx.beginPath();
  ctx.ellipse(-s * 0.18, -s * 0.2, s * 0.16, s * 0.09, -0.6, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.fill();
  const fit = (mono.sizeX * 0.8) / Math.max(1, mono.label.length * 0.6);
  ctx.font = `bold ${Math.round(Math.min(s * 0.5, fit))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText(mono.label, 0, s * 0.03);
}

/** Draws the box, the top line, the dropper and every mono, scaled to the canvas. */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene): void {
  const scale = ctx.canvas.width / GAME_WIDTH;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  // Walls and floor.
  ctx.globalAlpha = 0.18;
  ctx.fillStyle = scene.ink;
  ctx.fillRect(0, 0, PLAY_MARGIN, GAME_HEIGHT);
  ctx.fillRect(GAME_WIDTH - PLAY_MARGIN, 0, PLAY_MARGIN, GAME_HEIGHT);
  ctx.fillRect(0, GAME_HEIGHT - PLAY_MARGIN, GAME_WIDTH, PLAY_MARGIN);
  ctx.globalAlpha = 1;
  // The line the pile must stay under.
  ctx.setLineDash([10, 8]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#d94a4a';
  ctx.beginPath();
  ctx.moveTo(PLAY_MARGIN, TOP_LINE);
  ctx.lineTo(GAME_WIDTH - PLAY_MARGIN, TOP_LINE);
  ctx.stroke();
  if (scene.dropper) {
    const { mono, x } = scene.dropper;
    ctx.setLineDash([4, 6]);
    ctx.globalAlpha = 0.4;
    ctx.strokeStyle = scene.ink;
    ctx.beginPath();
    ctx.moveTo(x, 50 + mono.sizeY);
    ctx.lineTo(x, GAME_HEIGHT - PLAY_MARGIN);
    ctx.stroke();
    ctx.globalAlpha = 0.75;
    ctx.save();
    ctx.translate(x, 50 + mono.sizeY / 2);
    drawMono(ctx, mono);
    ctx.restore();
    ctx.globalAlpha = 1;
  }
  ctx.setLineDash([]);
  for (const p of scene.pieces) {
    ctx.save();
    ctx.translate(p.x, p.y);
    ctx.rotate(p.angle);
    drawMono(ctx, p.mono);
    ctx.restore();
  }
  for (const pop of scene.pops) {
    const k = pop.age / POP_FRAMES;
    ctx.globalAlpha = 1 - k;
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#ffd54a';
    ctx.beginPath();
    ctx.arc(pop.x, pop.y, (pop.size / 2) * (1 + k * 0.6), 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}
