import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

interface Particle {
  id: number;
  x: number;
  y: number;
  size: number;
  duration: number;
  hue: number;
}

/** Spec 1 §4: a new sparkle every 0.5–1 s, each lasting 1–2 s, drawn inside the content's box. */
export function Sparkle({ children }: { children: ReactNode }) {
  const [particles, setParticles] = useState<Particle[]>([]);
  useEffect(() => {
    let id = 0;
    let timer: ReturnType<typeof setTimeout>;
    const removers = new Set<ReturnType<typeof setTimeout>>();
    const add = () => {
      const p: Particle = {
        id: id++,
        x: Math.random() * 100,
        y: Math.random() * 100,
        size: 6 + Math.random() * 6,
        duration: 1000 + Math.random() * 1000,
        hue: Math.floor(Math.random() * 360),
      };
      setParticles((ps) => [...ps, p]);
      const r = setTimeout(() => {
        removers.delete(r);
        setParticles((ps) => ps.filter((q) => q.id !== p.id));
      }, p.duration);
      removers.add(r);
      timer = setTimeout(add, 500 + Math.random() * 500);
    };
    add();
    return () => {
      clearTimeout(timer);
      for (const r of removers) clearTimeout(r);
    };
  }, []);
  return (
    <span className="kite-mfm-fn kite-mfm-sparkle">
      {children}
      {particles.map((p) => (
        <svg
          key={p.id}
          aria-hidden="true"
          className="kite-mfm-sparkle-dot"
          viewBox="0 0 16 16"
          width={p.size}
          height={p.size}
          style={{ left: `${p.x}%`, top: `${p.y}%`, animationDuration: `${p.duration}ms`, color: `hsl(${p.hue} 90% 65%)` }}
        >
          <path fill="currentColor" d="M8 0l1.8 6.2L16 8l-6.2 1.8L8 16l-1.8-6.2L0 8l6.2-1.8z" />
        </svg>
      ))}
    </span>
  );
}
