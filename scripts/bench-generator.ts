// The generator part of `make bench`: whole-process timings of `node generator/bin.mjs generate`
// on synthetic manifests of 100, 1,000 and 4,000 routes (each timed run starts without generated
// files, so it always does the full work) and the no-op regeneration of this project (nothing
// changed since the last run), as medians of several runs.
//
// On its own, `tsx scripts/bench-generator.ts --against DIR` also times the generator of another
// checkout DIR (with its own node_modules) in the same session, alternating the two run by run so
// that a busy machine slows both alike, and prints the ratio of each median.
import { spawnSync } from 'node:child_process';
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { synthesize } from './bench-manifest.ts';

export const SIZES = [100, 1000, 4000] as const;

export interface GeneratorTimings {
  /** Median seconds of a full generation, by number of routes. */
  readonly generate: ReadonlyMap<number, number>;
  /** Median seconds of `node generator/bin.mjs generate` on the project with nothing changed. */
  readonly noOp: number;
  /** Median seconds of `make generate` on the project with nothing changed (npm's start-up included). */
  readonly noOpMake: number;
  /** Files a no-op regeneration of the 1,000-route manifest rewrote (mtime changed). */
  readonly noOpWrites: number;
  /** Every sample, for the report. */
  readonly samples: Readonly<Record<string, readonly number[]>>;
}

interface Checkout {
  /** The checkout whose generator runs (its generator/bin.mjs). */
  readonly root: string;
  /** Its synthetic projects, by number of routes. */
  readonly synthetic: Map<number, string>;
  readonly samples: Record<string, number[]>;
}

function timed(command: string, args: readonly string[], cwd: string): { seconds: number; stdout: string } {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr}`);
  return { seconds, stdout: result.stdout };
}

function generateIn(checkout: string, project: string): { seconds: number; stdout: string } {
  return timed(process.execPath, [join(checkout, 'generator/bin.mjs'), 'generate', '--root', project], checkout);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function mtimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const sub of ['site/src/generated', 'spec/schema']) {
    for (const entry of readdirSync(join(dir, sub), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      times.set(path, statSync(path).mtimeMs);
    }
  }
  return times;
}

const record = (checkout: Checkout, key: string, seconds: number) => {
  checkout.samples[key] ??= [];
  checkout.samples[key].push(seconds);
};

/**
 * Times the generator of each checkout in `roots` (the first is this one), `runs` times each,
 * alternating the checkouts within every run. Synthetic manifests come from `synthesize` here.
 */
export function measureGenerators(
  roots: readonly string[],
  options: { runs: number; sizes?: readonly number[]; log?: (line: string) => void },
): GeneratorTimings[] {
  const sizes = options.sizes ?? SIZES;
  const log = options.log ?? (() => {});
  const here = roots[0] ?? process.cwd();
  const checkouts: Checkout[] = roots.map((root) => ({
    root,
    synthetic: new Map(sizes.map((size) => [size, synthesize(here, size)])),
    samples: {},
  }));
  const noOpWrites = new Map<Checkout, number>();
  try {
    // Untimed: builds each generator's bundle, warms the file cache and gives a first output.
    for (const checkout of checkouts) {
      generateIn(checkout.root, checkout.root);
      for (const dir of checkout.synthetic.values()) generateIn(checkout.root, dir);
    }
    for (let run = 0; run < options.runs; run++) {
      for (const checkout of checkouts) {
        record(checkout, 'no-op', generateIn(checkout.root, checkout.root).seconds);
        record(checkout, 'no-op make', timed('make', ['--no-print-directory', 'generate'], checkout.root).seconds);
        for (const [size, dir] of checkout.synthetic) {
          // Each run starts without generated files. The previous output is moved aside, not
          // deleted: deleting 1,000 files right before a run leaves the file system work that
          // lands inside the timing. It is deleted with the folder.
          renameSync(join(dir, 'site/src/generated'), join(dir, `old-output-${run}`));
          const { seconds, stdout } = generateIn(checkout.root, dir);
          if (!/^generate: [1-9]\d* written/m.test(stdout)) throw new Error(`a timed run wrote nothing:\n${stdout}`);
          record(checkout, `generate ${size}`, seconds);
        }
      }
      log(`run ${run + 1} of ${options.runs} done`);
    }
    for (const checkout of checkouts) {
      const dir = checkout.synthetic.get(1000);
      if (!dir) continue;
      const before = mtimes(dir);
      generateIn(checkout.root, dir);
      const after = mtimes(dir);
      noOpWrites.set(checkout, [...after].filter(([path, time]) => before.get(path) !== time).length);
    }
  } finally {
    for (const checkout of checkouts) {
      for (const dir of checkout.synthetic.values()) rmSync(dir, { recursive: true, force: true });
    }
  }
  return checkouts.map((checkout) => ({
    generate: new Map(sizes.map((size) => [size, median(checkout.samples[`generate ${size}`] ?? [])])),
    noOp: median(checkout.samples['no-op'] ?? []),
    noOpMake: median(checkout.samples['no-op make'] ?? []),
    noOpWrites: noOpWrites.get(checkout) ?? -1,
    samples: checkout.samples,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      against: { type: 'string' },
      runs: { type: 'string', default: '7' },
      sizes: { type: 'string', default: SIZES.join(',') },
    },
  });
  const roots = [process.cwd(), ...(values.against ? [resolve(values.against)] : [])];
  const runs = Number(values.runs);
  const sizes = values.sizes.split(',').map(Number);
  const [mine, theirs] = measureGenerators(roots, { runs, sizes, log: (line) => console.error(line) });
  if (!mine) throw new Error('no timings');
  const figures: [string, (timings: GeneratorTimings) => number][] = [
    ['no-op `node generator/bin.mjs generate`', (t) => t.noOp],
    ['no-op `make generate`', (t) => t.noOpMake],
    ...sizes.map((size): [string, (timings: GeneratorTimings) => number] => [
      `generate ${size.toLocaleString('en-US')} routes`,
      (t) => t.generate.get(size) ?? 0,
    ]),
  ];
  console.log(`\nmedians of ${runs} runs, seconds${theirs ? `; ${roots[1]} alternating with this checkout` : ''}\n`);
  console.log(
    theirs
      ? '| figure | other checkout | this checkout | ratio |\n|---|---|---|---|'
      : '| figure | median |\n|---|---|',
  );
  for (const [label, figure] of figures) {
    const now = figure(mine).toFixed(3);
    console.log(
      theirs
        ? `| ${label} | ${figure(theirs).toFixed(3)} | ${now} | ${(figure(mine) / figure(theirs)).toFixed(2)} |`
        : `| ${label} | ${now} |`,
    );
  }
}
