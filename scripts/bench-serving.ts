// `make bench`'s load figure (issue 30 #9, decision 039): how many requests per second nginx
// answers, and how long the slowest 1 % take, for the home page, a static page and the app's
// entry script, gzip-compressed, 50 at a time on localhost: once compressing each answer anew
// (`gzip_static off`) and once sending the build's .gz copies (`gzip_static on`, as
// deploy/nginx/site.conf does), both in the same run, rounds alternating, medians reported.
//
// The load comes from a small generator here: 50 loops over one keep-alive http.Agent, each
// asking again as soon as its answer is read, for a fixed time. It runs on the same machine as
// nginx (one worker, as scripts/nginx.ts starts it), so the figures compare the two settings with
// each other, not with a production server.
//
//   tsx scripts/bench-serving.ts     dist/ built first (npm run build); SERVING_ROUNDS, SERVING_SECONDS
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './browser-env.ts';
import { nginxPath, writeConfig } from './nginx.ts';

export const CONCURRENCY = 50;

export interface Load {
  readonly requests: number;
  readonly perSecond: number;
  /** The 99th percentile of the answers' times, in ms. */
  readonly p99Ms: number;
}

/** The value of a sorted list below which `fraction` of its values lie. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** One GET over `agent`; resolves once the whole answer is read, with its status and Content-Encoding. */
function get(agent: Agent, port: number, path: string): Promise<{ status: number; encoding: string | undefined }> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip', host: `localhost:${port}` } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => done({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** `CONCURRENCY` loops asking `path` for `seconds`; every answer must be a gzip 200. */
export async function load(port: number, path: string, seconds: number): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const times: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await get(agent, port, path);
      if (answer.status !== 200 || answer.encoding !== 'gzip') {
        throw new Error(`${path}: ${answer.status} ${answer.encoding ?? 'not compressed'}`);
      }
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { requests: times.length, perSecond: times.length / elapsed, p99Ms: percentile(times, 0.99) };
}

/** nginx serving `dist` with the documented configuration, `edit` applied, on a free port. */
async function startNginx(
  dist: string,
  edit?: (conf: string) => string,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const conf = writeConfig(dir, { root: dist, port, edit });
  const nginx = spawn(nginxPath(), ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => nginx.on('exit', () => done()));
  /** Stops nginx, then removes its directory (nginx removes its pid file there as it exits). */
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const agent = new Agent();
      await get(agent, port, '/');
      agent.destroy();
      return { port, stop };
    } catch (error) {
      if (Date.now() > deadline || nginx.exitCode !== null) {
        await stop();
        throw new Error(`nginx did not answer on port ${port}: ${String(error)}`);
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}

/** site.conf with `gzip_static on;` turned off: every answer compressed anew. */
export function withoutGzipStatic(conf: string): string {
  const found = conf.match(/^\s*gzip_static on;$/gm)?.length ?? 0;
  if (found !== 1) throw new Error(`site.conf: expected one "gzip_static on;" line, found ${found}`);
  return conf.replace(/^(\s*)gzip_static on;$/m, '$1gzip_static off;');
}

export type Setting = 'gzip_static off' | 'gzip_static on';
export interface ServingFigures {
  /** The addresses measured, by name. */
  readonly targets: Readonly<Record<string, string>>;
  /** Median of the rounds, by target name and setting. */
  readonly medians: Readonly<Record<string, Readonly<Record<Setting, Load>>>>;
  readonly samples: Readonly<Record<string, Readonly<Record<Setting, readonly Load[]>>>>;
  readonly rounds: number;
  readonly seconds: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The load figures of the build in `root`/dist, `rounds` rounds of `seconds` per target and setting. */
export async function benchServing(root: string, rounds = 3, seconds = 5): Promise<ServingFigures> {
  const dist = resolve(root, 'dist');
  const entry = /data-entry="(\/assets\/index-[\w-]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error('dist/index.html names no entry script: build the site first');
  const targets = { 'home page /': '/', 'static page /en-US/city/': '/en-US/city/', [`entry script ${entry}`]: entry };
  const servers = {
    'gzip_static off': await startNginx(dist, withoutGzipStatic),
    'gzip_static on': await startNginx(dist),
  } as const;
  const samples: Record<string, Record<Setting, Load[]>> = {};
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [name, path] of Object.entries(targets)) {
        for (const setting of Object.keys(servers) as Setting[]) {
          // A short warm-up: open files, connections, the first compressions.
          await load(servers[setting].port, path, Math.min(1, seconds / 5));
          const result = await load(servers[setting].port, path, seconds);
          samples[name] ??= { 'gzip_static off': [], 'gzip_static on': [] };
          samples[name][setting].push(result);
          console.log(
            `  round ${round} ${name}, ${setting}: ${result.perSecond.toFixed(0)} requests/s, p99 ${result.p99Ms.toFixed(1)} ms`,
          );
        }
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([name, bySetting]) => [
      name,
      Object.fromEntries(
        (Object.entries(bySetting) as [Setting, Load[]][]).map(([setting, loads]) => [
          setting,
          {
            requests: median(loads.map((l) => l.requests)),
            perSecond: median(loads.map((l) => l.perSecond)),
            p99Ms: median(loads.map((l) => l.p99Ms)),
          },
        ]),
      ) as Record<Setting, Load>,
    ]),
  );
  return { targets, medians, samples, rounds, seconds };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await benchServing(
    resolve(import.meta.dirname, '..'),
    Number(process.env.SERVING_ROUNDS ?? 3),
    Number(process.env.SERVING_SECONDS ?? 5),
  );
  console.log(`\nmedians of ${figures.rounds} rounds of ${figures.seconds} s, ${CONCURRENCY} at a time:`);
  console.log('| address | gzip_static off: req/s, p99 ms | gzip_static on: req/s, p99 ms |\n|---|---|---|');
  for (const [name, bySetting] of Object.entries(figures.medians)) {
    const cell = (load: Load) => `${load.perSecond.toFixed(0)}, ${load.p99Ms.toFixed(1)}`;
    console.log(`| ${name} | ${cell(bySetting['gzip_static off'])} | ${cell(bySetting['gzip_static on'])} |`);
  }
}
