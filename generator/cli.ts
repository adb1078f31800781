// The generator's command line. It imports only Node and the small modules it needs to decide
// whether there is work at all; the YAML parser, zod and the emitters load (from their own chunk
// of the bundle that generator/bin.mjs builds) only when a run must happen.
import { resolve } from 'node:path';
import { nodeFileSystem } from './file-system.ts';
import { formatIssues } from './format.ts';
import { generatorFingerprint, readInputs, recordRun, repeatedRun } from './write.ts';

const USAGE = `usage: generator <command> [--root DIR]

commands:
  generate   validate spec/*.yaml and write site/src/generated/*.gen.ts and spec/schema/*.json
             (does nothing when neither the inputs nor the outputs changed since its last run)
  check      validate, regenerate in memory and fail (exit 1) when a generated file is stale,
             naming it; never skips
  schema     write only the editor schemas spec/schema/*.schema.json
  drafts     list every draft text of spec/ ("DRAFT:", "草稿："; make page writes them) at its
             file:line:col; fails (exit 1) while there is one: the release build runs it first
`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const rootFlag = rest.indexOf('--root');
  const root = resolve(rootFlag >= 0 ? (rest[rootFlag + 1] ?? '.') : '.');
  const fs = nodeFileSystem(root);
  const color = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;

  if (command === 'schema') {
    const [{ editorSchemas }, { writeFiles }] = await Promise.all([import('./project.ts'), import('./write.ts')]);
    const report = writeFiles(editorSchemas(fs), { fs, owned: [] });
    console.log(`schemas: ${report.changed.length} written, ${report.unchanged.length} unchanged`);
    return 0;
  }
  if (command === 'drafts') {
    const { draftsCommand } = await import('./drafts.ts');
    return draftsCommand(fs, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  }
  if (command !== 'generate' && command !== 'check') {
    process.stderr.write(USAGE);
    return 2;
  }

  const check = command === 'check';
  // Hashed before anything is read for the run: a file saved during the run makes the record
  // miss next time, never match output it did not produce.
  const generator = generatorFingerprint();
  const inputs = check ? undefined : readInputs(fs, generator);
  const repeated = inputs && repeatedRun(fs, inputs.hash);
  if (inputs && repeated) {
    if (repeated.warnings.length > 0)
      process.stdout.write(formatIssues(repeated.warnings, { texts: inputs.texts, color }));
    console.log(`generate: 0 written, ${Object.keys(repeated.outputs).length} unchanged (inputs as at the last run)`);
    return 0;
  }

  const [{ run }, { generate }, { hasErrors }] = await Promise.all([
    import('./project.ts'),
    import('./generate.ts'),
    import('./issues.ts'),
  ]);
  const result = await run(fs, { check, generate, readContent: true, generator });
  if (result.issues.length > 0) {
    const text = formatIssues(result.issues, { texts: result.texts, color });
    (hasErrors(result.issues) ? process.stderr : process.stdout).write(text);
  }
  if (!result.report) {
    // An error in the site's code (a content field the manifest lacks) is a disagreement of the two.
    const inCode = result.issues.some((issue) => issue.severity === 'error' && !issue.file.startsWith('spec/'));
    const what = inCode ? "the manifest and the site's code disagree" : 'the manifest has errors';
    process.stderr.write(`${check ? 'check' : 'generate'}: ${what}; nothing was generated\n`);
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
  if (inputs && result.files) recordRun(fs, inputs.hash, result.files, result.issues);
  const removed = extra.length > 0 ? `, ${extra.length} removed` : '';
  console.log(`generate: ${changed.length} written, ${unchanged.length} unchanged${removed}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
