// The worker's side of the protocol, in this thread: `node:worker_threads` is replaced by a port
// that records what the worker posts. (The real thread runs in cli-process.test.ts.)
import { describe, expect, test, vi } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { loadManifest } from '../../generator/load.ts';
import { readDecisionFiles, readPageModules, readSources } from '../../generator/project.ts';
import { fixtureFileSystem } from './fixture-fs.ts';

const port = vi.hoisted(() => {
  const posted: unknown[] = [];
  let listener: ((message: unknown) => void) | undefined;
  return {
    posted,
    closed: 0,
    send: (message: unknown) => listener?.(message),
    on(event: string, handler: (message: unknown) => void) {
      if (event === 'message') listener = handler;
    },
    postMessage(message: unknown) {
      posted.push(message);
    },
    close() {
      port.closed += 1;
    },
  };
});
vi.mock('node:worker_threads', () => ({ parentPort: port }));

describe('the generation worker', () => {
  test('answers a manifest with the generated files, a failure with its message, and closes on request', async () => {
    await import('../../generator/generate-worker.ts');
    const fs = fixtureFileSystem('valid-minimal');
    const loaded = loadManifest(readSources(fs), {
      pageModules: readPageModules(fs),
      decisionFiles: readDecisionFiles(fs),
    });
    if (!loaded.ok) throw new Error('the minimal fixture has errors');
    port.send(loaded.value.manifest);
    expect(port.posted).toEqual([{ ok: true, files: generate(loaded.value.manifest) }]);

    port.send({});
    expect(port.posted).toHaveLength(2);
    expect(port.posted[1]).toMatchObject({ ok: false, message: expect.stringMatching(/^TypeError: .+\n +at /) });
    expect(port.closed).toBe(0);

    port.send('close');
    expect(port.closed).toBe(1);
    expect(port.posted).toHaveLength(2);
  });
});
