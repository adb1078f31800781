import { type ReactNode, Suspense, use, useContext, useEffect, useRef, useState } from 'react';
import { WholePage } from '../shared/page-content';

/**
 * Renders `children` once the place where they go comes within `margin` of the viewport, or at
 * once where IntersectionObserver is missing. Until then an empty block holds the place, so
 * content below the first screen, and the chunk it needs, loads when the visitor scrolls to it.
 * The place held should be about as tall as the content (a class sets it), or the page below
 * jumps when the content arrives.
 */
export function NearViewport(props: { children: ReactNode; margin?: string; className?: string }) {
  return useContext(WholePage) ? <HydrateWhenNear {...props} /> : <PlaceholderUntilNear {...props} />;
}

/**
 * On a prerendered page (decision 029) the content is in the HTML already: the build renders it
 * whole, and the browser keeps that markup until the place comes near the viewport. Only then
 * does its code load and the content hydrate, so the first view carries no more script than the
 * app's. The wrapper is a plain block: the layout is that of the content alone.
 */
function HydrateWhenNear({
  children,
  margin = '0px',
  className = 'near-viewport',
}: {
  children: ReactNode;
  margin?: string;
  className?: string;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const [near] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      near.resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={marker}>
      <Suspense fallback={<div className={className} />}>
        <AfterNear until={near.promise}>{children}</AfterNear>
      </Suspense>
    </div>
  );
}

/** Its children, in the browser once `until` settles; at build time (no window) at once. */
function AfterNear({ until, children }: { until: Promise<void>; children: ReactNode }) {
  if (typeof window !== 'undefined') use(until);
  return children;
}

function PlaceholderUntilNear({
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
  const [near, setNear] = useState(false);
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
