// The face worker's body: @vladmandic/human (MIT) on tfjs, off the page's main thread
// (docs/decisions/028-online-trial.md). Two workers run it: face-webgl.worker.ts, with the full
// library, when the page found a real GPU, and face-wasm.worker.ts, with tfjs' WebAssembly backend
// only, otherwise. The WebAssembly worker detects faces without the library (face-detector.ts) and
// imports it only when a task needs more than the detector. Models load when a trial first needs
// them, from the site's own files; every byte read is reported so the page can show progress in MB.
import type { Human } from '@vladmandic/human';
import type { Face, FaceModel, FaceTasks, FromWorker, ToWorker } from './face-protocol.ts';

/** Human's class: from its full bundle or from its build on the tfjs packages (the same version). */
export type HumanClass = new (config: ConstructorParameters<typeof Human>[0]) => Human;

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
const post = (message: FromWorker) => scope.postMessage(message);

/** Detection alone, without the library: the WebAssembly worker's (face-detector.ts). */
export interface DetectorLoader {
  load(modelUrl: string, wasmBase: string): Promise<{ detect(image: ImageData): Promise<Face[]> }>;
}

let setup: Extract<ToWorker, { type: 'init' }> | undefined;
let human: Human | undefined;
let detector: Awaited<ReturnType<DetectorLoader['load']>> | undefined;
let loadedBytes = 0;

// tfjs reads every model file with fetch: count the bytes as they arrive.
const plainFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const response = await plainFetch(input, init);
  if (!response.ok || !response.body) return response;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      loadedBytes += chunk.byteLength;
      post({ type: 'progress', loaded: loadedBytes });
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
};

const MODEL_SETTING = {
  blazeface: 'detector',
  facemesh: 'mesh',
  faceres: 'description',
  emotion: 'emotion',
  antispoof: 'antispoof',
  liveness: 'liveness',
} as const satisfies Record<FaceModel, string>;

function create(
  Library: HumanClass,
  backend: 'webgl' | 'wasm',
  models: Record<FaceModel, string>,
  wasmBase: string,
): Human {
  return new Library({
    backend,
    wasmPath: wasmBase,
    wasmPlatformFetch: false,
    modelBasePath: '',
    // Human would keep a copy of every model in IndexedDB (and list them before each load): the
    // browser's HTTP cache already keeps the site's hashed files, and the trial stores nothing.
    cacheModels: false,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      // 0.5: below it the detector's boxes on our samples and camera frames were shadows and
      // patterns, not faces (decision 028).
      detector: { modelPath: models.blazeface, rotation: false, maxDetected: 20, minConfidence: 0.5, return: false },
      mesh: { enabled: false, modelPath: models.facemesh },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: false, modelPath: models.faceres },
      emotion: { enabled: false, modelPath: models.emotion },
      antispoof: { enabled: false, modelPath: models.antispoof },
      liveness: { enabled: false, modelPath: models.liveness },
    },
  });
}

/** Switches on what the tasks need (their models are loaded by then). */
function configure(engine: Human, tasks: FaceTasks) {
  const face = engine.config.face;
  if (face.mesh) face.mesh.enabled = tasks.mesh;
  if (face.description) face.description.enabled = tasks.attributes || tasks.descriptor;
  if (face.emotion) face.emotion.enabled = tasks.attributes;
  if (face.antispoof) face.antispoof.enabled = tasks.liveness;
  if (face.liveness) face.liveness.enabled = tasks.liveness;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);

/** The mesh's key points: the eyes' outer corners, the nose tip, the mouth's corners and the chin (MediaPipe's indices). */
const MESH_KEY_POINTS = [33, 263, 1, 61, 291, 152];

function toFace(result: Awaited<ReturnType<Human['detect']>>['face'][number], tasks: FaceTasks): Face {
  const [x = 0, y = 0, width = 0, height = 0] = result.box;
  const points = (tasks.mesh ? MESH_KEY_POINTS.map((index) => result.mesh[index]) : result.mesh)
    .filter((point) => point !== undefined)
    .map(([px = 0, py = 0]) => ({ x: round(px, 1), y: round(py, 1) }));
  const face: Face = { box: { x, y, width, height }, score: round(result.boxScore || result.score), points };
  if (tasks.attributes) {
    if (result.age !== undefined) face.age = Math.round(result.age);
    if (result.gender !== undefined)
      face.gender = result.gender === 'female' || result.gender === 'male' ? result.gender : 'unknown';
    if (result.genderScore !== undefined) face.genderScore = round(result.genderScore);
    const [top] = [...(result.emotion ?? [])].sort((a, b) => b.score - a.score);
    if (top) face.expression = { name: top.emotion, score: round(top.score) };
  }
  if (tasks.mesh && result.rotation) {
    const { yaw, pitch, roll } = result.rotation.angle;
    face.pose = { yaw: degrees(yaw), pitch: degrees(pitch), roll: degrees(roll) };
  }
  if (tasks.descriptor && result.embedding?.length) face.descriptor = Array.from(result.embedding);
  if (tasks.liveness) {
    if (result.real !== undefined) face.real = round(result.real);
    if (result.live !== undefined) face.live = round(result.live);
  }
  return face;
}

/** The pixel buffer of the last photo or frame, reused while the size stays (the camera's frames). */
let rgb = new Float32Array(0);

/**
 * The photo's pixels as [height, width, 3], 0–255, float32: the tensor Human takes without a copy
 * (it adds the batch axis by a reshape; a 4-D tensor it clones, 100 ms for a 1280 px photo here).
 * Given the ImageData itself, Human draws it on two OffscreenCanvases and converts it pixel by
 * pixel: 150–220 ms, more than the detector takes. This loop takes 50 ms the first time (mostly
 * the new buffer's memory), 4 ms afterwards; the backend's own slice of the alpha channel, 500 ms.
 */
function rgbOf(image: ImageData): Float32Array {
  const { width, height, data } = image;
  if (rgb.length !== width * height * 3) rgb = new Float32Array(width * height * 3);
  const pixels = rgb;
  for (let from = 0, to = 0; to < pixels.length; from += 4, to += 3) {
    pixels[to] = data[from] as number;
    pixels[to + 1] = data[from + 1] as number;
    pixels[to + 2] = data[from + 2] as number;
  }
  return pixels;
}

const detectorOnly = (tasks: FaceTasks) => !tasks.mesh && !tasks.attributes && !tasks.descriptor && !tasks.liveness;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Answers the page's requests with the Human class `library` gives, on this tfjs backend (each
 * worker has one), one at a time, in order (tfjs is not re-entrant). With a `detectorLoader`,
 * detection alone runs without the library, which is then asked for only when a task needs it.
 */
export function serve(
  library: () => Promise<HumanClass>,
  backend: 'webgl' | 'wasm',
  detectorLoader?: DetectorLoader,
): void {
  if (backend === 'wasm') hideGpu();
  let queue: Promise<void> = Promise.resolve();
  scope.onmessage = (event) => {
    const request = event.data;
    queue = queue.then(() => handle(library, backend, detectorLoader, request));
  };
}

/**
 * Hides the GPU from this worker when the page found none worth using: Human's environment check
 * would create a WebGL context on the software renderer and ask for a WebGPU adapter before the
 * first result, only to report them (50–100 ms here, and the GPU process's time).
 */
function hideGpu() {
  Object.defineProperty(self.navigator, 'gpu', { value: undefined, configurable: true });
  const getContext = OffscreenCanvas.prototype.getContext;
  OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, kind: string, options?: unknown) {
    return kind === 'webgl' || kind === 'webgl2' || kind === 'webgpu'
      ? null
      : getContext.apply(this, [kind, options] as never);
  } as typeof getContext;
}

async function handle(
  library: () => Promise<HumanClass>,
  backend: 'webgl' | 'wasm',
  detectorLoader: DetectorLoader | undefined,
  request: ToWorker,
): Promise<void> {
  if (request.type === 'init') {
    setup = request;
    return;
  }
  if (!setup) {
    post({ type: 'error', id: request.id, message: 'the face worker was not initialised' });
    return;
  }
  try {
    if (request.type === 'load') {
      if (detectorLoader && request.models.every((model) => model === 'blazeface')) {
        detector ??= await detectorLoader.load(setup.models.blazeface, setup.wasmBase);
        post({ type: 'loaded', id: request.id, backend });
        return;
      }
      human ??= create(await library(), backend, setup.models, setup.wasmBase);
      const face = human.config.face;
      for (const model of request.models) {
        const setting = face[MODEL_SETTING[model]] as { enabled?: boolean } | undefined;
        if (setting && model !== 'blazeface') setting.enabled = true;
      }
      await human.load();
      await human.tf.ready();
      post({ type: 'loaded', id: request.id, backend: human.tf.getBackend() });
    } else if (request.type === 'detect') {
      const started = performance.now();
      const { width, height } = request.image;
      let faces: Face[];
      if (detector && detectorOnly(request.tasks)) {
        faces = await detector.detect(request.image);
      } else {
        const engine = human;
        if (!engine) throw new Error('the face library is not loaded');
        configure(engine, request.tasks);
        const input = engine.tf.tensor3d(rgbOf(request.image), [height, width, 3], 'float32');
        const result = await engine.detect(input).finally(() => engine.tf.dispose(input));
        if (result.error) throw new Error(result.error);
        faces = result.face.map((face) => toFace(face, request.tasks)).sort((a, b) => a.box.x - b.box.x);
      }
      post({ type: 'faces', id: request.id, faces, milliseconds: Math.round(performance.now() - started) });
    } else {
      if (!human) throw new Error('the face library is not loaded');
      post({ type: 'similarity', id: request.id, similarity: round(human.match.similarity(request.a, request.b)) });
    }
  } catch (error) {
    post({ type: 'error', id: request.id, message: message(error) });
  }
}
