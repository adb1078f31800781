// Face detection alone, in the WebAssembly face worker (face-wasm.worker.ts): the BlazeFace model
// run with tfjs' own packages (core, converter, WebAssembly backend: Apache-2.0, 4.22.0, the
// version the face library is built on) and its output read by blazeface.ts. The face library
// loads only when a task needs more than the detector (docs/decisions/028-online-trial.md).
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { decodeFaces, detectorInput, INPUT_SIZE, type Suppress } from './blazeface.ts';
import type { Face } from './face-protocol.ts';

type GraphModel = Awaited<ReturnType<typeof loadGraphModel>>;

/** tfjs' own non-maximum suppression, the one its nonMaxSuppressionAsync runs (as the library calls it). */
const suppress: Suppress = (boxes, scores, maxOutput, iouThreshold, scoreThreshold) =>
  tf.kernel_impls.nonMaxSuppressionV3Impl(boxes, scores, maxOutput, iouThreshold, scoreThreshold).selectedIndices;

let backend: Promise<void> | undefined;

/** Starts tfjs on its WebAssembly backend, its files under `wasmBase`; once per worker. */
export function startWasm(wasmBase: string): Promise<void> {
  backend ??= (async () => {
    setWasmPaths(wasmBase, false);
    if (!(await tf.setBackend('wasm'))) throw new Error('the WebAssembly backend did not start');
    await tf.ready();
  })();
  return backend;
}

export class Detector {
  private constructor(private readonly model: GraphModel) {}

  static async load(modelUrl: string, wasmBase: string): Promise<Detector> {
    // The model's files are read while the backend starts: they need none until their weights
    // become tensors.
    const handler = tf.io.http(modelUrl);
    if (!handler.load) throw new Error('the model cannot be read');
    const artifacts = handler.load();
    artifacts.catch(() => undefined);
    await startWasm(wasmBase);
    return new Detector(await loadGraphModel({ load: () => artifacts }));
  }

  /** The faces in a photo, in its pixels. */
  async detect(image: ImageData): Promise<Face[]> {
    const { width, height, data } = image;
    const output = tf.tidy(() => {
      const input = tf.tensor4d(detectorInput(data, width, height), [1, INPUT_SIZE, INPUT_SIZE, 3], 'float32');
      // The model gives four outputs: the scores and the rest of each anchor, for the 16 px grid's
      // 512 anchors and the 32 px grid's 384. Joined as the library joins them: [896, 17].
      const outputs = this.model.execute(input);
      if (!Array.isArray(outputs) || outputs.length !== 4) throw new Error('unexpected detector outputs');
      const [scores384, scores512, rest384, rest512] = [...outputs].sort((a, b) => a.size - b.size) as [
        tf.Tensor,
        tf.Tensor,
        tf.Tensor,
        tf.Tensor,
      ];
      const joined = tf.concat([tf.concat([scores512, rest512], 2), tf.concat([scores384, rest384], 2)], 1);
      return tf.squeeze(joined, [0]);
    });
    try {
      return decodeFaces((await output.data()) as Float32Array, width, height, suppress);
    } finally {
      output.dispose();
    }
  }
}
