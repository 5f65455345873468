import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place on the page comes within `margin` of the viewport, and an empty block until then.
 * For a part below the fold whose code loads lazily (a `lazy` component under `Suspense`): the first page does not
 * fetch it, and scrolling towards it does, a screen's height early. Rendered at once where there is no
 * IntersectionObserver. Once shown it stays: it is never unmounted again, so it keeps its state.
 */
export function WhenVisible({ children, margin = '400px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = place.current;
    if (shown || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, margin]);
  return shown ? children : <div ref={place} />;
}
