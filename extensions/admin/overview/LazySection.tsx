import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** True once the element came near the screen (it stays true): what is below the fold loads when scrolled to. */
function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver everything shows at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return [ref, seen];
}

/** A titled part of the overview whose content (and what it loads) starts when it comes into view. */
export function LazySection({ title, id, wide, children }: { title: string; id: string; wide?: boolean; children: () => ReactNode }) {
  const [ref, seen] = useSeen<HTMLElement>();
  return (
    <section ref={ref} className="kite-admin-overview-part" data-wide={wide || undefined} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {seen ? children() : <div className="kite-admin-overview-placeholder" />}
    </section>
  );
}
