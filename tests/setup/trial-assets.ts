// A stand-in for `virtual:trial-assets`, the module the site's build writes from the installed
// packages (site/server/trial-assets.ts): the trial's components rendered in jsdom import it
// (vitest.config.ts points the name here). Addresses of files that are never fetched, sizes made up.
import { FACE_MODELS, type TrialAssets } from '../../site/server/trial-assets-shape.ts';

const assets: TrialAssets = {
  face: Object.fromEntries(
    FACE_MODELS.map((model) => [model, { url: `/assets/trial/face/${model}.json`, bytes: 1000 }]),
  ) as TrialAssets['face'],
  tfjsWasm: { base: '/assets/trial/tfjs-wasm/', bytes: { 'tfjs-backend-wasm-simd.wasm': 1000 } },
  ocr: {
    worker: { url: '/assets/trial/tesseract-worker.js', bytes: 1000 },
    core: { base: '/assets/trial/tesseract-core/', bytes: { 'tesseract-core-relaxedsimd-lstm.wasm.js': 1000 } },
    languages: { base: '/assets/trial/tesseract-lang/', bytes: { eng: 1000, chi_sim: 1000 } },
  },
  samples: [],
};

export default assets;
