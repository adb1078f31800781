import { Activity, type ReactElement, useRef } from 'react';
import { useMatches, useOutlet } from 'react-router-dom';
import type { RouteHandle } from '../generated/routes.gen';

/**
 * The shell's outlet. A route whose handle says `keepAlive` (§2: /home) stays mounted, hidden
 * by React's <Activity>, while the visitor is elsewhere, and is shown again as it was: its state
 * kept, not mounted a second time. Every other route mounts on arrival and unmounts on leaving.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as RouteHandle | undefined;
  const activeKey = handle?.keepAlive ? leaf?.id : undefined;
  // The element of a kept route is refreshed on each render while it is active; the map only
  // grows by the (few) keep-alive routes, so it needs no eviction.
  const kept = useRef(new Map<string, ReactElement>());
  if (activeKey !== undefined && outlet) kept.current.set(activeKey, outlet);
  return (
    <>
      {Array.from(kept.current, ([key, element]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {activeKey === undefined ? outlet : null}
    </>
  );
}
