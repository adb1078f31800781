import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { WholePage } from '../shared/page-content';

/**
 * Renders `children` once the place where they go comes within `margin` of the viewport, or at
 * once where IntersectionObserver is missing. Until then an empty block holds the place, so
 * content below the first screen, and the chunk it needs, loads when the visitor scrolls to it.
 * The place held should be about as tall as the content (a class sets it), or the page below
 * jumps when the content arrives.
 */
export function NearViewport({
  children,
  margin = '0px',
  className = 'near-viewport',
}: {
  children: ReactNode;
  margin?: string;
  /** Sets the placeholder's size: about that of the content, so nothing shifts when it arrives. */
  className?: string;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const whole = useContext(WholePage);
  const [near, setNear] = useState(whole);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={marker} className={className} />;
}
