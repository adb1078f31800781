// The shaded product renderings of the six terminals (renderings/*.tsx, decision 044), each in a
// 400×330 box. Each rendering is its own chunk, loaded when a page first shows it: a page's own
// chunk stays small, and the illustrations are measured apart from it. The box has its size before
// the drawing arrives (the svg's viewBox), so nothing moves when it does.
import { type ComponentType, lazy, Suspense } from 'react';
import { Illustration } from '../blocks';
import type { Marker, RenderingProps } from './renderings/parts';

export type DeviceKind = 'portable' | 'desktop' | 'machine' | 'counter' | 'transceiver' | 'cabinet';

const renderings: Readonly<Record<DeviceKind, ComponentType<RenderingProps>>> = {
  portable: lazy(() => import('./renderings/portable')),
  desktop: lazy(() => import('./renderings/desktop')),
  machine: lazy(() => import('./renderings/machine')),
  counter: lazy(() => import('./renderings/counter')),
  transceiver: lazy(() => import('./renderings/transceiver')),
  cabinet: lazy(() => import('./renderings/cabinet')),
};

export function isDeviceKind(value: string): value is DeviceKind {
  return Object.hasOwn(renderings, value);
}

/** A callout of the page: the device and the part it points at; its number is its place in the list. */
export interface Callout {
  readonly device: string;
  readonly part: string;
}

const WIDTH = 400;
const HEIGHT = 330;

/**
 * One or more terminals side by side, with the page's callouts numbered on them. With a `label`
 * the drawing is an image with that accessible name (the page's words); without one it is
 * decorative and hidden. The numbers match the list the page shows with the drawing.
 */
export function DeviceIllustration({
  kinds,
  label,
  callouts = [],
}: {
  kinds: readonly DeviceKind[];
  label?: string;
  callouts?: readonly Callout[];
}) {
  return (
    <Illustration label={label} viewBox={`0 0 ${WIDTH * kinds.length} ${HEIGHT}`}>
      {kinds.map((kind, index) => {
        const Rendering = renderings[kind];
        const markers: Marker[] = [];
        callouts.forEach((callout, n) => {
          if (callout.device === kind) markers.push({ part: callout.part, n: n + 1 });
        });
        return (
          <g key={kind} className="rendering" data-device={kind} transform={`translate(${WIDTH * index} 0)`}>
            <Suspense fallback={null}>
              <Rendering markers={markers} />
            </Suspense>
          </g>
        );
      })}
    </Illustration>
  );
}
