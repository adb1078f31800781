// The page's side of the face worker: one worker per trial, models loaded as the algorithms need
// them, with their progress in bytes; a load that stops making progress fails rather than hangs.
import trialAssets from 'virtual:trial-assets';
import type { Face, FaceModel, FaceTasks, FromWorker, ToWorker } from './face-protocol.ts';
import { FACE_MODEL_NAMES, modelsFor } from './face-protocol.ts';
// The worker's own script (tfjs and the detector: 0.9 MB for WebAssembly; the face library: 1.5 MB
// with WebGL), built under assets/trial/ (vite.config.ts). The worker starts at once; the page reads the same script
// meanwhile, for the progress bar (the browser's HTTP cache serves both from one download).
import wasmWorkerUrl from './face-wasm.worker.ts?worker&url';
import webglWorkerUrl from './face-webgl.worker.ts?worker&url';

export type { Face, FaceTasks };

/** A load that reads no byte for this long fails with LoadError('slow'). */
export const LOAD_STALL_MS = 30_000;

export class LoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'slow',
    detail: string,
  ) {
    super(detail);
    this.name = 'LoadError';
  }
}

/**
 * Whether the browser has a GPU worth using. A software rasteriser (SwiftShader, llvmpipe: headless
 * Chromium, a machine without a GPU driver) runs WebGL far slower than WebAssembly does.
 */
export function hasGpu(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

export const hasWebAssembly = () => typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function';

type Pending = { resolve: (message: FromWorker) => void; reject: (error: Error) => void };

export class FaceEngine {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private readonly loaded = new Set<FaceModel>();
  private nextId = 1;
  private loadedBytes = 0;
  private onProgress: ((bytes: number) => void) | undefined;
  private lastProgress = 0;
  private stopped = false;
  /** Chosen when the worker starts (the check creates a WebGL context: 30–90 ms here). */
  private backend: 'webgl' | 'wasm' | undefined;
  private workerUrl = wasmWorkerUrl;

  /** The models these tasks need that are not loaded yet. */
  missing(tasks: FaceTasks): FaceModel[] {
    return modelsFor(tasks).filter((model) => !this.loaded.has(model));
  }

  /**
   * The bytes a load for these tasks reads, as far as known before it starts: their models, and
   * the WebAssembly runtime the first time (the worker's script adds its size when its answer
   * names it).
   */
  bytesFor(tasks: FaceTasks): number {
    const models = this.missing(tasks).reduce((sum, model) => sum + trialAssets.face[model].bytes, 0);
    const runtime =
      this.backend !== 'webgl' && this.loaded.size === 0
        ? trialAssets.tfjsWasm.bytes['tfjs-backend-wasm-simd.wasm']
        : 0;
    return models + (runtime ?? 0);
  }

  /** Loads what the tasks need; `onProgress` gets the bytes read so far by this load and their total. */
  async load(tasks: FaceTasks, onProgress: (bytes: number, total: number) => void): Promise<string> {
    const models = this.missing(tasks);
    let total = this.bytesFor(tasks);
    let scriptBytes = 0;
    const abort = new AbortController();
    this.lastProgress = performance.now();
    const watchdog = setInterval(() => {
      if (performance.now() - this.lastProgress <= LOAD_STALL_MS) return;
      abort.abort();
      this.failAll(new LoadError('slow', 'no progress'));
    }, 1_000);
    try {
      if (!this.worker) {
        this.start();
        scriptBytes = await this.fetchScript(abort.signal, (bytes, size) => {
          total = this.bytesFor(tasks) + size;
          onProgress(bytes, total);
        });
        total = this.bytesFor(tasks) + scriptBytes;
      }
      const start = this.loadedBytes;
      this.onProgress = (bytes) => onProgress(scriptBytes + bytes - start, total);
      const answer = await this.request({ type: 'load', id: 0, models });
      if (answer.type !== 'loaded') throw new LoadError('failed', 'unexpected answer');
      for (const model of models) this.loaded.add(model);
      return answer.backend;
    } catch (error) {
      if (abort.signal.aborted) throw new LoadError('slow', 'no progress');
      throw error instanceof LoadError ? error : new LoadError('failed', String(error));
    } finally {
      clearInterval(watchdog);
      this.onProgress = undefined;
    }
  }

  /** Reads the worker's script (as the worker loads it), reporting its bytes; returns its size. */
  private async fetchScript(signal: AbortSignal, onBytes: (bytes: number, size: number) => void): Promise<number> {
    const response = await fetch(this.workerUrl, { signal });
    if (!response.ok || !response.body) throw new LoadError('failed', `the face worker: HTTP ${response.status}`);
    const size = Number(response.headers.get('content-length')) || 0;
    const reader = response.body.getReader();
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      this.lastProgress = performance.now();
      onBytes(read, Math.max(size, read));
    }
    return read;
  }

  private start(): void {
    if (this.stopped) throw new Error('stopped');
    this.backend = hasGpu() ? 'webgl' : 'wasm';
    this.workerUrl = this.backend === 'webgl' ? webglWorkerUrl : wasmWorkerUrl;
    const worker = new Worker(this.workerUrl, { type: 'module', name: 'face-trial' });
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    worker.onerror = (event) => this.failAll(new LoadError('failed', event.message || 'the face worker failed'));
    this.worker = worker;
    const models = Object.fromEntries(FACE_MODEL_NAMES.map((model) => [model, trialAssets.face[model].url]));
    this.send({
      type: 'init',
      models: models as Record<FaceModel, string>,
      wasmBase: trialAssets.tfjsWasm.base,
    });
  }

  async detect(image: ImageData, tasks: FaceTasks): Promise<{ faces: Face[]; milliseconds: number }> {
    const answer = await this.request({ type: 'detect', id: 0, image, tasks }, [image.data.buffer]);
    if (answer.type !== 'faces') throw new Error('unexpected answer');
    return { faces: answer.faces, milliseconds: answer.milliseconds };
  }

  async similarity(a: number[], b: number[]): Promise<number> {
    const answer = await this.request({ type: 'compare', id: 0, a, b });
    if (answer.type !== 'similarity') throw new Error('unexpected answer');
    return answer.similarity;
  }

  terminate(): void {
    this.stopped = true;
    this.worker?.terminate();
    this.failAll(new Error('stopped'));
  }

  private request(message: ToWorker, transfer: Transferable[] = []): Promise<FromWorker> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ ...message, id } as ToWorker, transfer);
    });
  }

  private send(message: ToWorker, transfer: Transferable[] = []) {
    if (!this.worker) throw new Error('the face worker is not started');
    this.worker.postMessage(message, transfer);
  }

  private receive(message: FromWorker) {
    if (message.type === 'progress') {
      this.loadedBytes = message.loaded;
      this.lastProgress = performance.now();
      this.onProgress?.(message.loaded);
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.type === 'error') pending.reject(new Error(message.message));
    else pending.resolve(message);
  }

  private failAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
