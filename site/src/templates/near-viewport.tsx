import {
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { WholePage } from '../shared/page-content';

/** Where NearViewport's content goes, and the block that holds its place until then. */
interface NearProps {
  children: ReactNode;
  /** How near the viewport (IntersectionObserver's rootMargin) counts as near. */
  margin?: string;
  /** Sets the placeholder's size: about that of the content, so nothing shifts when it arrives. */
  className?: string;
}

/**
 * Renders `children` once the place where they go comes within `margin` of the viewport, or at
 * once where IntersectionObserver is missing. Until then an empty block holds the place, so
 * content below the first screen, and the chunk it needs, loads when the visitor scrolls to it.
 * The place held should be about as tall as the content (a class sets it), or the page below
 * jumps when the content arrives.
 */
export function NearViewport(props: NearProps) {
  return useContext(WholePage) ? <HydrateWhenNear {...props} /> : <PlaceholderUntilNear {...props} />;
}

/**
 * Calls `onNear` when `marker` comes within `margin` of the viewport, or at once where
 * IntersectionObserver is missing; nothing while `watching` is false.
 */
function useNearViewport(marker: RefObject<HTMLElement | null>, margin: string, onNear: () => void, watching = true) {
  useEffect(() => {
    const element = marker.current;
    if (!watching || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [marker, margin, onNear, watching]);
}

/**
 * On a prerendered page (decision 029) the content is in the HTML already: the build renders it
 * whole, and the browser keeps that markup until the place comes near the viewport. Only then
 * does its code load and the content hydrate, so the first view carries no more script than the
 * app's. The wrapper is a plain block: the layout is that of the content alone.
 */
function HydrateWhenNear({ children, margin = '0px', className = 'near-viewport' }: NearProps) {
  const marker = useRef<HTMLDivElement>(null);
  const [near] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  useNearViewport(marker, margin, near.resolve);
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

function PlaceholderUntilNear({ children, margin = '0px', className = 'near-viewport' }: NearProps) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const show = useCallback(() => setNear(true), []);
  useNearViewport(marker, margin, show, !near);
  return near ? children : <div ref={marker} className={className} />;
}
