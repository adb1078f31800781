// The tests a vitest run would run, listed without running them, each with the clauses it names
// (its `proves()` meta): how `make test` knows which clauses a vitest runner that could not start
// or did not finish held (scripts/runners.ts, decision 051). `vitest list --json` gives names and
// files, not meta.
//
//   node --import tsx/esm scripts/list-vitest.ts [--config FILE] [--shard i/n] [--tags-filter EXPR] [FILE…]
//
// Prints a JSON array of { file, name, clauses } on stdout; exits 1, saying why on stderr, when a
// test file cannot be collected.
import { parseArgs } from 'node:util';
import { createVitest } from 'vitest/node';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    shard: { type: 'string' },
    'tags-filter': { type: 'string' },
  },
});

const vitest = await createVitest('test', {
  config: values.config,
  watch: false,
  reporters: [],
  ...(values.shard ? { shard: values.shard } : {}),
  ...(values['tags-filter'] ? { tagsFilter: [values['tags-filter']] } : {}),
});
try {
  const { testModules, unhandledErrors } = await vitest.collect(positionals);
  const problems = [
    ...testModules.flatMap((module) =>
      module.errors().map((error) => `${module.moduleId}: ${error.message ?? String(error)}`),
    ),
    ...unhandledErrors.map((error) => String((error as { message?: string }).message ?? error)),
  ];
  if (problems.length > 0) {
    console.error(`vitest could not collect its tests:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()]
        // A test the tag filter leaves out is collected as skipped: it would not run.
        .filter((test) => test.result().state !== 'skipped')
        .map((test) => ({ file: module.moduleId, name: test.fullName, clauses: test.meta().clauses ?? [] })),
    );
    process.stdout.write(`${JSON.stringify(tests)}\n`);
  }
} finally {
  await vitest.close();
}
