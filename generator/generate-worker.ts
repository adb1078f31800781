// Runs the pure core in a worker thread, so that loading ts-morph and TypeScript (~300 ms)
// overlaps with reading and validating the manifest on the main thread.
import { parentPort } from 'node:worker_threads';
import { generate } from './generate.ts';
import type { Manifest } from './manifest/schema.ts';

parentPort?.on('message', (manifest: Manifest | 'close') => {
  // Closing the port lets the thread end normally, so exit handlers (the compile cache's) run.
  if (manifest === 'close') {
    // Stryker disable next-line OptionalChaining: equivalent, this handler exists only because parentPort is set
    parentPort?.close();
    return;
  }
  try {
    // Stryker disable next-line OptionalChaining: equivalent, this handler exists only because parentPort is set
    parentPort?.postMessage({ ok: true, files: generate(manifest) });
  } catch (error) {
    // Stryker disable next-line OptionalChaining: equivalent, this handler exists only because parentPort is set
    parentPort?.postMessage({
      ok: false,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
