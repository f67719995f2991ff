import type { Season } from './season';

interface Particle {
  x: number;
  y: number;
  size: number;
  /** Fall speed, px/s. */
  speed: number;
  /** Sideways sway: amplitude (px), angular speed (rad/s), phase. */
  sway: number;
  swaySpeed: number;
  phase: number;
  /** Petals turn as they fall. */
  angle: number;
  spin: number;
}

const COUNT: Record<Season, number> = { snow: 70, sakura: 28 };

function particle(season: Season, width: number, height: number, anywhere: boolean): Particle {
  const snow = season === 'snow';
  return {
    x: Math.random() * width,
    y: anywhere ? Math.random() * height : -20,
    size: snow ? 1 + Math.random() * 2.5 : 4 + Math.random() * 4,
    speed: snow ? 20 + Math.random() * 45 : 30 + Math.random() * 40,
    sway: 10 + Math.random() * 30,
    swaySpeed: 0.3 + Math.random() * 0.9,
    phase: Math.random() * Math.PI * 2,
    angle: Math.random() * Math.PI * 2,
    spin: (Math.random() - 0.5) * 2,
  };
}

/**
 * Draws the season's snow or cherry petals over the page on one canvas that lets every click
 * through and is hidden from assistive technology. Paused while the page is hidden; removed
 * when the device starts asking for reduced motion. Returns the stop function.
 */
export function startEffect(season: Season, win: Window): () => void {
  const doc = win.document;
  const canvas = doc.createElement('canvas');
  canvas.className = 'kite-seasonal-effect';
  canvas.dataset.testid = 'seasonal-effect';
  canvas.dataset.season = season;
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: '400000' });
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => {};
  doc.body.append(canvas);

  let width = 0;
  let height = 0;
  const resize = () => {
    const ratio = win.devicePixelRatio || 1;
    width = win.innerWidth;
    height = win.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  resize();
  const particles = Array.from({ length: COUNT[season] }, () => particle(season, width, height, true));

  const draw = (dt: number, time: number) => {
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = season === 'snow' ? 'rgba(255, 255, 255, 0.9)' : 'rgba(255, 183, 197, 0.85)';
    // A faint edge keeps white flakes visible on light themes too.
    ctx.strokeStyle = 'rgba(110, 130, 160, 0.45)';
    ctx.lineWidth = 0.75;
    for (let i = 0; i < particles.length; i++) {
      let p = particles[i];
      p.y += p.speed * dt;
      p.angle += p.spin * dt;
      if (p.y > height + 20) p = particles[i] = particle(season, width, height, false);
      const x = p.x + Math.sin(time * p.swaySpeed + p.phase) * p.sway;
      ctx.beginPath();
      if (season === 'snow') ctx.arc(x, p.y, p.size, 0, Math.PI * 2);
      else ctx.ellipse(x, p.y, p.size, p.size * 0.6, p.angle, 0, Math.PI * 2);
      ctx.fill();
      if (season === 'snow') ctx.stroke();
    }
  };

  let frame: number | null = null;
  let last = 0;
  const tick = (now: number) => {
    const dt = last ? Math.min((now - last) / 1000, 0.1) : 0;
    last = now;
    draw(dt, now / 1000);
    frame = win.requestAnimationFrame(tick);
  };
  const run = () => {
    if (frame === null && doc.visibilityState === 'visible') {
      last = 0;
      frame = win.requestAnimationFrame(tick);
    }
  };
  const pause = () => {
    if (frame !== null) win.cancelAnimationFrame(frame);
    frame = null;
  };
  const onVisibility = () => (doc.visibilityState === 'visible' ? run() : pause());
  const motion = win.matchMedia('(prefers-reduced-motion: reduce)');
  const stop = () => {
    pause();
    win.removeEventListener('resize', resize);
    doc.removeEventListener('visibilitychange', onVisibility);
    motion.removeEventListener('change', onMotion);
    canvas.remove();
  };
  const onMotion = () => {
    if (motion.matches) stop();
  };
  win.addEventListener('resize', resize);
  doc.addEventListener('visibilitychange', onVisibility);
  motion.addEventListener('change', onMotion);
  run();
  return stop;
}
