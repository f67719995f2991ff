import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { AchievementEvents, Sounds, useOptionalService } from '@kite/sdk';
import { BubbleGame, GAME_WIDTH, PLAY_MARGIN, type StockItem } from './engine';
import { POP_FRAMES, drawScene, type Pop } from './draw';
import type { GameMode } from './monos';

const TICK_MS = 1000 / 60;
/** At most this many frames are caught up after a stall (a slow device plays slower, not jumpier). */
const MAX_CATCH_UP = 4;
/** Dropper steps for the arrow keys, in game units (with Shift: the bigger one). */
const STEP = 10;
const BIG_STEP = 40;
/** The biggest mono's level: making it (and holding two) earns achievements. */
const TOP_LEVEL = 10;

export interface GameView {
  score: number;
  combo: number;
  stock: readonly StockItem[];
  holding: StockItem | null;
  over: boolean;
}

const percentOf = (x: number) => Math.round(((x - PLAY_MARGIN) / (GAME_WIDTH - 2 * PLAY_MARGIN)) * 100);
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Runs one game on a canvas: the frame loop (60 frames a second of play, paused with the tab),
 * drawing, pointer and keyboard control, sounds (through Kite's sound service, unless muted) and
 * the bubble game's achievements. `onOver` gets the finished game once.
 */
export function useBubbleGame(mode: GameMode, mute: boolean, onOver: (game: BubbleGame) => void) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<BubbleGame | null>(null);
  const dropX = useRef(GAME_WIDTH / 2);
  const sounds = useOptionalService(Sounds);
  const achievements = useOptionalService(AchievementEvents);
  // The dropper's place in percent, for the play area's slider semantics (set by keys and taps).
  const [position, setPosition] = useState(50);
  const [view, setView] = useState<GameView>({ score: 0, combo: 0, stock: [], holding: null, over: false });
  // Read through refs inside the loop, so a change does not restart the game.
  const live = useRef({ mute, onOver, sounds, achievements });
  useEffect(() => {
    live.current = { mute, onOver, sounds, achievements };
  });

  useEffect(() => {
    const pops: Pop[] = [];
    const play = (type: string, volume: number) => {
      if (!live.current.mute) void live.current.sounds?.playSetting({ type, volume });
    };
    const g = new BubbleGame(mode, String(Date.now()), {
      score: (score) => setView((v) => ({ ...v, score })),
      combo: (combo) => setView((v) => ({ ...v, combo })),
      stock: (stock, holding) => setView((v) => ({ ...v, stock, holding })),
      dropped: () => play('syuilo/bubble1', 0.5),
      merged: (x, y, next, _points) => {
        play('syuilo/bubble2', 0.6);
        if (next && !reducedMotion()) pops.push({ x, y, size: next.sizeX, age: 0 });
      },
      added: (mono) => {
        if (mono.level !== TOP_LEVEL) return;
        live.current.achievements?.fire('bubbleGameExplodingHead');
        if (g.countLevel(TOP_LEVEL) >= 2) live.current.achievements?.fire('bubbleGameDoubleExplodingHead');
      },
      gameOver: () => {
        setView((v) => ({ ...v, over: true }));
        live.current.onOver(g);
      },
    });
    game.current = g;
    setView({ score: 0, combo: 0, stock: g.stock, holding: null, over: false });
    const el = canvas.current;
    const ctx = el?.getContext('2d') ?? null;
    const ink = el ? getComputedStyle(el).color : '#888';
    const draw = () => {
      if (!ctx) return;
      const head = g.stock[0];
      const dropper = head && g.canDrop() ? { mono: head.mono, x: g.clampX(dropX.current, head.mono) } : null;
      drawScene(ctx, { pieces: g.pieces(), dropper, pops, ink });
    };
    let raf = 0;
    let last = performance.now();
    let behind = 0;
    const loop = (now: number) => {
      behind = Math.min(behind + now - last, TICK_MS * MAX_CATCH_UP);
      last = now;
      while (behind >= TICK_MS && !g.over) {
        behind -= TICK_MS;
        g.tick();
        for (const p of pops) p.age++;
      }
      while (pops.length > 0 && pops[0].age >= POP_FRAMES) pops.shift();
      draw();
      if (!g.over) raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(raf);
      g.dispose();
      game.current = null;
    };
  }, [mode]);

  const xOf = (e: PointerEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return r.width > 0 ? ((e.clientX - r.left) / r.width) * GAME_WIDTH : GAME_WIDTH / 2;
  };
  const handlers = {
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      dropX.current = xOf(e);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      dropX.current = xOf(e);
      setPosition(percentOf(dropX.current));
      game.current?.drop(dropX.current);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const g = game.current;
      if (!g || e.altKey || e.ctrlKey || e.metaKey) return;
      const step = e.shiftKey ? BIG_STEP : STEP;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const x = dropX.current + (e.key === 'ArrowLeft' ? -step : step);
        dropX.current = Math.min(GAME_WIDTH - PLAY_MARGIN, Math.max(PLAY_MARGIN, x));
        setPosition(percentOf(dropX.current));
      } else if (e.key === ' ' || e.key === 'Enter') {
        g.drop(dropX.current);
      } else if (e.key === 'h' || e.key === 'H') {
        g.hold();
      } else {
        return;
      }
      // The game's keys are not the window's shortcuts while the play area has focus.
      e.preventDefault();
      e.stopPropagation();
    },
  };
  return { canvas, game, view, handlers, position };
}
