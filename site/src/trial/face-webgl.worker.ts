// The face worker for a browser with a real GPU: Human's full bundle, with tfjs' WebGL backend
// (1.5 MB). See face-worker.ts.
import { Human } from '@vladmandic/human';
import { serve } from './face-worker.ts';

serve(async () => Human, 'webgl');
