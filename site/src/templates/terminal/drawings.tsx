// The shaded product renderings of the six terminals (decision 044): one module per terminal,
// renderings/<terminal>-drawings.tsx, each in a 400×330 box and each an illustration chunk of its
// own (decision 047). They are imported, not loaded on demand: a dynamic import from this chunk
// made the bundler move React out of the entry into chunks of its own, which cost the first view
// of #/home 1.3 kB gzip.
import type { ComponentType } from 'react';
import Cabinet from './renderings/cabinet-drawings';
import Counter from './renderings/counter-drawings';
import Desktop from './renderings/desktop-drawings';
import Machine from './renderings/machine-drawings';
import type { Marker, RenderingProps } from './renderings/parts-drawings';
import Portable from './renderings/portable-drawings';
import Transceiver from './renderings/transceiver-drawings';

export type DeviceKind = 'portable' | 'desktop' | 'machine' | 'counter' | 'transceiver' | 'cabinet';

const renderings: Readonly<Record<DeviceKind, ComponentType<RenderingProps>>> = {
  portable: Portable,
  desktop: Desktop,
  machine: Machine,
  counter: Counter,
  transceiver: Transceiver,
  cabinet: Cabinet,
};

export function isDeviceKind(value: string): value is DeviceKind {
  return Object.hasOwn(renderings, value);
}

/** A callout of the page: the device and the part it points at; its number is its place in the list. */
export interface Callout {
  readonly device: string;
  readonly part: string;
}

/**
 * One or more terminals, with the page's callouts numbered on them: each terminal its own 400×330
 * drawing, side by side on a wide screen and stacked on a phone (terminal.css), so that the
 * numbers stay legible. With a `label` the whole is one image with that accessible name (the
 * page's words); without one it is decorative and hidden. The numbers match the list the page
 * shows with the drawing.
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
    <div
      className="device-illustration"
      data-count={kinds.length}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {kinds.map((kind) => {
        const Rendering = renderings[kind];
        const markers: Marker[] = [];
        callouts.forEach((callout, n) => {
          if (callout.device === kind) markers.push({ part: callout.part, n: n + 1 });
        });
        return (
          <svg
            key={kind}
            className="device-art"
            viewBox="0 0 400 330"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            focusable="false"
          >
            <g className="rendering" data-device={kind}>
              <Rendering markers={markers} />
            </g>
          </svg>
        );
      })}
    </div>
  );
}
