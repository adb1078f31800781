import { Worker } from 'node:worker_threads';
import { describe, expect, test, vi } from 'vitest';
import type { Manifest } from '../../generator/manifest/schema.ts';
import { startGenerateWorker } from '../../generator/worker-client.ts';

const WORKER = new URL('./echo-worker.mjs', import.meta.url);
const manifest = (value: object) => value as unknown as Manifest;

describe('the generation worker’s client', () => {
  test('hands over each manifest in turn and resolves with the files; close ends the thread normally', async () => {
    const worker = startGenerateWorker(WORKER);
    await expect(worker.generate(manifest({ n: 1 }))).resolves.toEqual([{ path: 'echo.txt', content: '{"n":1}' }]);
    await expect(worker.generate(manifest({ n: 2 }))).resolves.toEqual([{ path: 'echo.txt', content: '{"n":2}' }]);
    await expect(worker.close()).resolves.toBe(0);
  });

  test('lets go of each generation’s error listener and of the stop timer once the thread has ended', async () => {
    const off = vi.spyOn(Worker.prototype, 'off');
    const worker = startGenerateWorker(WORKER);
    await worker.generate(manifest({ n: 1 }));
    expect(off).toHaveBeenCalledWith('error', expect.any(Function));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await expect(worker.close()).resolves.toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      off.mockRestore();
    }
  });

  test('a failure the worker reports rejects with its message; a later manifest still works', async () => {
    const worker = startGenerateWorker(WORKER);
    try {
      await expect(worker.generate(manifest({ fail: true }))).rejects.toThrow(/^generation failed: no good$/);
      await expect(worker.generate(manifest({ n: 3 }))).resolves.toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  test('a worker that dies rejects the pending generation with its error', async () => {
    const worker = startGenerateWorker(WORKER);
    await expect(worker.generate(manifest({ crash: true }))).rejects.toThrow('the worker crashed');
    // (Not closed: the thread has ended, and close() waits for an exit that may already be past.)
  });

  test('a worker that does not finish when asked is stopped after 5 s', async () => {
    const worker = startGenerateWorker(WORKER);
    await worker.generate(manifest({ hang: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let code: number | undefined;
      const closing = worker.close().then((exit) => {
        code = exit;
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(code).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await closing;
      expect(code).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
