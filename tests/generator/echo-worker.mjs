// A stand-in for generator/generate-worker.ts that speaks the same protocol, for
// worker-client.test.ts: `{ fail }` answers a failure, `{ crash }` throws in the thread,
// `{ hang }` makes it ignore 'close', anything else comes back as one file.
import { parentPort } from 'node:worker_threads';

let hang = false;
parentPort?.on('message', (message) => {
  if (message === 'close') {
    if (!hang) parentPort?.close();
    return;
  }
  if (message.hang) hang = true;
  if (message.crash) throw new Error('the worker crashed');
  if (message.fail) parentPort?.postMessage({ ok: false, message: 'no good' });
  else parentPort?.postMessage({ ok: true, files: [{ path: 'echo.txt', content: JSON.stringify(message) }] });
});
