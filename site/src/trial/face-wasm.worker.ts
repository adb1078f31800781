// The face worker without a GPU worth using (a software renderer, or none): Human built on the
// tfjs packages, with only the WebAssembly backend registered (1.2 MB, against 1.5 for the full
// bundle, whose WebGL and WebGPU backends this worker would never use and the worker's thread
// would still compile: 0.3 s of its start here). vite.config.ts points Human's imports of the
// other backends at an empty module. See face-worker.ts.
import { Human } from '@vladmandic/human/dist/human.esm-nobundle.js';
import { serve } from './face-worker.ts';

serve(Human, 'wasm');
