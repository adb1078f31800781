import { Worker } from 'node:worker_threads';
import type { VirtualFile } from './layout.ts';
import type { Manifest } from './manifest/schema.ts';
import type { Generate } from './project.ts';

type Reply = { ok: true; files: VirtualFile[] } | { ok: false; message: string };

/**
 * Start the generation worker now (it begins loading ts-morph at once) and return a `Generate`
 * that hands it the manifest. `close()` ends the worker and resolves with its exit code.
 */
export function startGenerateWorker(workerFile: URL): { generate: Generate; close: () => Promise<number> } {
  const worker = new Worker(workerFile);
  const generate: Generate = (manifest: Manifest) =>
    new Promise<VirtualFile[]>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (reply: Reply) => {
        worker.off('error', reject);
        if (reply.ok) resolve(reply.files);
        else reject(new Error(`generation failed: ${reply.message}`));
      });
      worker.postMessage(manifest);
    });
  // Ask the worker to finish (it saves its compile cache on the way out); stop it if it hangs.
  const close = () =>
    new Promise<number>((resolve) => {
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      worker.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      worker.postMessage('close');
    });
  return { generate, close };
}
