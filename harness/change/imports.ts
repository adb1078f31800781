// Which files of the project each test file imports, directly or not: esbuild bundles every test
// file at once (nothing is written) and its metafile lists the inputs of each. A test imports a
// changed file: the test runs. What a test reads at run time without importing it (a file it
// opens, a process it starts) is vitest-reads.ts's business.
import { build, type Plugin } from 'esbuild';

export interface ImportGraph {
  /** Test file → the project's files it imports (itself included), as POSIX paths from the root. */
  readonly imports: ReadonlyMap<string, ReadonlySet<string>>;
  /** The project's files that open files or start processes (they import node:fs or node:child_process). */
  readonly touchDisk: ReadonlySet<string>;
}

const DISK = /^(node:)?(fs|fs\/promises|child_process)$/;

/** Imports esbuild cannot or need not follow: assets, styles, virtual modules, query suffixes. */
const leaves: Plugin = {
  name: 'leaves',
  setup(context) {
    context.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, external: true }));
    context.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true }));
  },
};

export async function importGraph(root: string, testFiles: readonly string[]): Promise<ImportGraph> {
  if (testFiles.length === 0) return { imports: new Map(), touchDisk: new Set() };
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...testFiles],
    bundle: true,
    write: false,
    metafile: true,
    outdir: '/impact-out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    splitting: false,
    logLevel: 'silent',
    jsx: 'automatic',
    loader: {
      '.css': 'empty',
      '.svg': 'empty',
      '.png': 'empty',
      '.jpg': 'empty',
      '.woff2': 'empty',
      '.wasm': 'empty',
      '.json': 'json',
    },
    plugins: [leaves],
  });
  const imports = new Map<string, Set<string>>();
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    imports.set(
      output.entryPoint,
      new Set(Object.keys(output.inputs).filter((input) => !input.startsWith('node_modules/'))),
    );
  }
  for (const file of testFiles) if (!imports.has(file)) imports.set(file, new Set([file]));
  const touchDisk = new Set(
    Object.entries(result.metafile.inputs)
      .filter(
        ([path, input]) => !path.startsWith('node_modules/') && input.imports.some((entry) => DISK.test(entry.path)),
      )
      .map(([path]) => path),
  );
  return { imports, touchDisk };
}
