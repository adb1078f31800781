// The face worker without a GPU worth using (a software renderer, or none): tfjs' WebAssembly
// backend only. Detection alone runs on tfjs' own packages (face-detector.ts; the script is 0.9 MB
// against 1.2 with Human in it); Human, built on the same packages (human.esm-nobundle.js), is a
// chunk imported only when a task needs more than the detector, and shares them. vite.config.ts
// points Human's imports of the other backends at an empty module. See face-worker.ts.
import { Detector } from './face-detector.ts';
import { serve } from './face-worker.ts';

serve(async () => (await import('@vladmandic/human/dist/human.esm-nobundle.js')).Human, 'wasm', Detector);
