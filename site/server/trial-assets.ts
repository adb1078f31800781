// The online trial's runtimes, models and sample photos (docs/decisions/028-online-trial.md): files
// that npm packages ship, copied into the site under names that carry their content hash, so they
// are cached for good and nothing is fetched from another origin. The page learns their addresses
// and sizes from the virtual module `virtual:trial-assets` this plugin writes; the build emits the
// files under dist/assets/trial/, and the dev server serves the same addresses from node_modules.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { THUMBNAIL, thumbnail } from './thumbnail.ts';
import { shippedTraineddata } from './traineddata.ts';
import { FACE_MODELS, type TrialAssets } from './trial-assets-shape.ts';

export { FACE_MODELS, type FaceModel, type TrialAssets } from './trial-assets-shape.ts';

const MODULE_ID = 'virtual:trial-assets';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Under Vite's assets/ folder: served as content-named files that never change (deploy/nginx/site.conf). */
const BASE = 'assets/trial';

/** The sample photos: @vladmandic/face-api's demo pictures (MIT package). */
export const SAMPLE_PHOTOS = ['sample1', 'sample2', 'sample3', 'sample4', 'sample5', 'sample6'] as const;

/** The OCR languages, by Tesseract's names, and the traineddata variant (integer LSTM, "best_int"). */
export const OCR_LANGUAGES = ['eng', 'chi_sim'] as const;
export const TRAINEDDATA = '4.0.0_best_int';

/** tesseract.js picks one of these by the browser's WebAssembly features; we only run the LSTM engine. */
const TESSERACT_CORES = [
  'tesseract-core-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-relaxedsimd-lstm.wasm.js',
];
/** tfjs' WebAssembly backend picks one by SIMD support; the threaded build needs cross-origin isolation, which the site does not have. */
const TFJS_WASM = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'];

interface OutputFile {
  /** The path under the site's root, e.g. `assets/trial/face/blazeface-0a1b2c3d.json`. */
  fileName: string;
  source: Buffer;
}

const hash = (...parts: Buffer[]) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part);
  return digest.digest('hex').slice(0, 10);
};

/** Every file the trial ships and the module describing them, computed from the installed packages. */
export function collectTrialAssets(root: string): { files: OutputFile[]; assets: TrialAssets } {
  // Some of these packages export no package.json, so they are found where npm installs them.
  const packageDir = (name: string) => join(root, 'node_modules', name);
  const files: OutputFile[] = [];
  const add = (fileName: string, source: Buffer) => {
    files.push({ fileName, source });
    return `/${fileName}`;
  };

  const humanModels = join(packageDir('@vladmandic/human'), 'models');
  const face = {} as TrialAssets['face'];
  for (const model of FACE_MODELS) {
    const weights = readFileSync(join(humanModels, `${model}.bin`));
    const weightsName = `${model}-${hash(weights)}.bin`;
    // The graph names its weights file relative to itself: point it at the hashed name.
    const graph = JSON.parse(readFileSync(join(humanModels, `${model}.json`), 'utf8')) as {
      weightsManifest: { paths: string[] }[];
    };
    for (const group of graph.weightsManifest) group.paths = group.paths.map(() => weightsName);
    const graphSource = Buffer.from(JSON.stringify(graph));
    add(`${BASE}/face/${weightsName}`, weights);
    face[model] = {
      url: add(`${BASE}/face/${model}-${hash(graphSource)}.json`, graphSource),
      bytes: graphSource.length + weights.length,
    };
  }

  /** A folder of files whose name the library derives itself: the folder carries the hash. */
  const folder = (name: string, dir: string, fileNames: readonly string[]) => {
    const sources = fileNames.map((fileName) => readFileSync(join(dir, fileName)));
    const base = `${BASE}/${name}-${hash(...sources)}/`;
    const bytes: Record<string, number> = {};
    fileNames.forEach((fileName, index) => {
      const source = sources[index] as Buffer;
      add(`${base}${fileName}`, source);
      bytes[fileName] = source.length;
    });
    return { base: `/${base}`, bytes };
  };

  const tfjsWasm = folder('tfjs-wasm', join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist'), TFJS_WASM);
  const workerSource = readFileSync(join(packageDir('tesseract.js'), 'dist', 'worker.min.js'));
  const worker = {
    url: add(`${BASE}/tesseract-worker-${hash(workerSource)}.js`, workerSource),
    bytes: workerSource.length,
  };
  const core = folder('tesseract-core', packageDir('tesseract.js-core'), TESSERACT_CORES);
  // One folder per language package, then one folder for both: tesseract.js asks for `${langPath}/${lang}.traineddata.gz`.
  // chi_sim's without the config lines of the legacy engine the LSTM-only core lacks (traineddata.ts).
  const languageSources = OCR_LANGUAGES.map((language) =>
    shippedTraineddata(
      readFileSync(join(packageDir(`@tesseract.js-data/${language}`), TRAINEDDATA, `${language}.traineddata.gz`)),
    ),
  );
  const languagesBase = `${BASE}/tesseract-lang-${hash(...languageSources)}/`;
  const languageBytes: Record<string, number> = {};
  OCR_LANGUAGES.forEach((language, index) => {
    const source = languageSources[index] as Buffer;
    add(`${languagesBase}${language}.traineddata.gz`, source);
    languageBytes[language] = source.length;
  });

  const demo = join(packageDir('@vladmandic/face-api'), 'demo');
  const samples = SAMPLE_PHOTOS.map((id) => {
    const source = readFileSync(join(demo, `${id}.jpg`));
    // The picker shows a thumbnail; the photo itself is read only when chosen (thumbnail.ts).
    const small = thumbnail(source);
    return {
      id,
      url: add(`${BASE}/samples/${id}-${hash(source)}.jpg`, source),
      bytes: source.length,
      thumbnail: {
        url: add(`${BASE}/samples/${id}-thumbnail-${hash(small)}.jpg`, small),
        bytes: small.length,
        width: THUMBNAIL.width,
        height: THUMBNAIL.height,
      },
    };
  });

  return {
    files,
    assets: {
      face,
      tfjsWasm,
      ocr: { worker, core, languages: { base: `/${languagesBase}`, bytes: languageBytes } },
      samples,
    },
  };
}

export function trialAssetsPlugin(root: string): Plugin {
  let collected: ReturnType<typeof collectTrialAssets> | undefined;
  const get = () => {
    collected ??= collectTrialAssets(root);
    return collected;
  };
  return {
    name: 'site:trial-assets',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(get().assets)};\n`;
    },
    generateBundle() {
      // Only the bundle that imports the module (the page's, not the workers') writes the files.
      if (!this.getModuleIds || ![...this.getModuleIds()].includes(RESOLVED_ID)) return;
      for (const file of get().files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const file = path.startsWith(`/${BASE}/`) ? get().files.find((f) => `/${f.fileName}` === path) : undefined;
        if (!file) return next();
        const type = path.endsWith('.wasm')
          ? 'application/wasm'
          : path.endsWith('.js')
            ? 'text/javascript'
            : path.endsWith('.json')
              ? 'application/json'
              : path.endsWith('.jpg')
                ? 'image/jpeg'
                : 'application/octet-stream';
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Length', file.source.length);
        res.end(file.source);
      });
    },
  };
}
