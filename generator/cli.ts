import { resolve } from 'node:path';
import { nodeFileSystem } from './file-system.ts';
import { formatIssues } from './format.ts';
import { hasErrors } from './issues.ts';
import { SPEC_DIR } from './layout.ts';
import { run } from './project.ts';
import { generateSchemas } from './schemas.ts';
import { startGenerateWorker } from './worker-client.ts';
import { writeFiles } from './write.ts';

const USAGE = `usage: generator <command> [--root DIR]

commands:
  generate   validate spec/*.yaml and write site/src/generated/*.gen.ts and spec/schema/*.json
  check      validate and fail (exit 1) when a generated file is stale, naming it
  schema     write only the editor schemas spec/schema/*.schema.json
`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const rootFlag = rest.indexOf('--root');
  const root = resolve(rootFlag >= 0 ? (rest[rootFlag + 1] ?? '.') : '.');
  const fs = nodeFileSystem(root);
  const color = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;

  if (command === 'schema') {
    const report = writeFiles(generateSchemas(SPEC_DIR), { fs, owned: [] });
    console.log(`schemas: ${report.changed.length} written, ${report.unchanged.length} unchanged`);
    return 0;
  }
  if (command !== 'generate' && command !== 'check') {
    process.stderr.write(USAGE);
    return 2;
  }

  const check = command === 'check';
  // The worker file sits beside this module in the bundle that generator/bin.mjs builds.
  const worker = startGenerateWorker(new URL('./generate-worker.cjs', import.meta.url));
  const result = await run(fs, { check, generate: worker.generate }).finally(worker.close);
  if (result.issues.length > 0) {
    const text = formatIssues(result.issues, { texts: result.texts, color });
    (hasErrors(result.issues) ? process.stderr : process.stdout).write(text);
  }
  if (!result.report) {
    process.stderr.write(`${check ? 'check' : 'generate'}: the manifest has errors; nothing was generated\n`);
    return 1;
  }
  const { changed, unchanged, extra } = result.report;
  if (check) {
    const stale = [...changed, ...extra];
    if (stale.length === 0) {
      console.log(`check: ${unchanged.length} generated files are up to date`);
      return 0;
    }
    process.stderr.write(
      `check: ${stale.length} generated file${stale.length === 1 ? ' is' : 's are'} stale:\n${stale.map((path) => `  ${path}`).join('\n')}\nrun \`make generate\` and commit the result\n`,
    );
    return 1;
  }
  const removed = extra.length > 0 ? `, ${extra.length} removed` : '';
  console.log(`generate: ${changed.length} written, ${unchanged.length} unchanged${removed}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
