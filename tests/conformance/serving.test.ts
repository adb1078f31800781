// Serving a build and waiting for it (scripts/serve.ts): a server that ends or stays silent before
// it answers is an error of the run that names its command and ends with what it wrote; one that
// answers is handed back and stopped with its process group. Each case runs in a process of its
// own (fixtures/serve-one.ts), as a script does.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { freePort } from '../../scripts/browser-env.ts';
import type { ServerCommand } from '../../scripts/serve.ts';
import { proves } from './proves.ts';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURE = join(import.meta.dirname, 'fixtures/serve-one.ts');

/** startServer on `server` in a process of its own; what it printed. */
function serve(server: ServerCommand): { error?: string; url?: string; status?: number; stoppedBy?: string } {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [FIXTURE, JSON.stringify(server)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
}

/** A command that runs `script` with node. */
const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });

describe('a server started by scripts/serve.ts', () => {
  test(
    'that exits before it answers: the error names it, its command, its exit code and what it wrote',
    proves('QA-RUN-ERRORS'),
    () => {
      const said = serve({
        ...node("console.error('port 1 is taken'); process.exit(3)"),
        what: 'the test server',
        url: 'http://127.0.0.1:1',
        timeoutMs: 20_000,
      });
      expect(said.error).toBe(
        `the test server (${process.execPath} -e console.error('port 1 is taken'); process.exit(3)) exited (3) before it was ready:\nport 1 is taken`,
      );
    },
  );

  test(
    'that does not answer in time: the error says how long it waited, and that it said nothing',
    proves('QA-RUN-ERRORS'),
    () => {
      const said = serve({
        ...node('setInterval(() => {}, 1000)'),
        what: 'the silent server',
        url: 'http://127.0.0.1:1',
        timeoutMs: 1_000,
      });
      expect(said.error).toBe(
        `the silent server (${process.execPath} -e setInterval(() => {}, 1000)) was not ready within 1 s, saying nothing`,
      );
    },
  );

  test('that cannot be started: the error names the command', proves('QA-RUN-ERRORS'), () => {
    const said = serve({
      command: '/nonexistent/server',
      args: [],
      what: 'the missing server',
      url: 'http://127.0.0.1:1',
      timeoutMs: 20_000,
    });
    expect(said.error).toMatch(
      /^the missing server \(\/nonexistent\/server\) could not start: spawn \/nonexistent\/server ENOENT$/,
    );
  });

  test('that answers: handed back at its address, and stopped by SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const said = serve({
      ...node(`require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`),
      what: 'the test server',
      url,
      timeoutMs: 20_000,
    });
    expect(said).toEqual({ url, status: 200, stoppedBy: 'SIGTERM' });
  });
});
