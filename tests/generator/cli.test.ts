// generator/cli.ts in this process, on a copy of the project on disk: each command, its output
// and its exit code, and when `generate` may skip a run (the real process runs in
// cli-process.test.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { proves } from '../conformance/proves.ts';
import { tempProject } from './temp-project.ts';

// Counts the runs that load the manifest, and stands in for the generator's own fingerprint
// (a hash of its sources, tested in write.test.ts) so that a test can change it.
const spy = vi.hoisted(() => ({ runs: 0, generator: 'generator-1' }));
vi.mock('../../generator/project.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../generator/project.ts')>();
  return {
    ...actual,
    run: (...args: Parameters<typeof actual.run>) => {
      spy.runs += 1;
      return actual.run(...args);
    },
  };
});
vi.mock('../../generator/write.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../generator/write.ts')>()),
  generatorFingerprint: () => spy.generator,
}));

let copy = '';
beforeAll(async () => {
  copy = await tempProject('spec-cli-inproc-');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));
afterEach(() => {
  process.exitCode = undefined;
  vi.unstubAllEnvs();
});

/** Runs `generator <args> --root <copy>` as the bundle would, collecting what it prints. */
async function cli(...args: string[]): Promise<{ status: unknown; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
    stdout += `${parts.join(' ')}\n`;
  });
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  const argv = process.argv;
  process.argv = [process.execPath, 'generator/cli.ts', ...args, '--root', copy];
  try {
    vi.resetModules();
    await import('../../generator/cli.ts');
    return { status: process.exitCode, stdout, stderr };
  } finally {
    process.argv = argv;
    process.exitCode = undefined;
    log.mockRestore();
    out.mockRestore();
    err.mockRestore();
  }
}

const edit = (file: string, from: string, to: string) => {
  const path = join(copy, file);
  const original = readFileSync(path, 'utf8');
  expect(original).toContain(from);
  writeFileSync(path, original.replace(from, to));
  return () => writeFileSync(path, original);
};

describe('the generator’s command line, in process', () => {
  test('without a known command it prints the usage and exits 2', async () => {
    const before = spy.runs;
    for (const args of [[], ['build']]) {
      const result = await cli(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^usage: generator <command> \[--root DIR\]\n/);
      expect(result.stdout).toBe('');
    }
    expect(spy.runs).toBe(before);
  });

  test('schema writes only the editor schemas', async () => {
    const schema = join(copy, 'spec/schema/routes.schema.json');
    const original = readFileSync(schema, 'utf8');
    writeFileSync(schema, '{}\n');
    const result = await cli('schema');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^schemas: 1 written, [1-9]\d* unchanged\n$/);
    expect(readFileSync(schema, 'utf8')).toBe(original);
  });

  test('check exits 0 when the generated files are in sync', proves('GEN-CHECK-STALE'), async () => {
    const fresh = await cli('check');
    expect(fresh).toMatchObject({ status: 0, stderr: '' });
    expect(fresh.stdout).toMatch(/^check: [1-9]\d* generated files are up to date\n$/);
  });

  test('check exits 1 naming each stale file', proves('GEN-CHECK-STALE'), async () => {
    const restore = edit('spec/pages.yaml', 'zh-CN: 新闻 }', 'zh-CN: 新闻正文 }');
    try {
      const one = await cli('check');
      expect(one.status).toBe(1);
      expect(one.stderr).toBe(
        'check: 1 generated file is stale:\n  site/src/generated/pages/news-detail.gen.ts\nrun `make generate` and commit the result\n',
      );
      writeFileSync(join(copy, 'site/src/generated/old.gen.ts'), 'export {};\n');
      const two = await cli('check');
      expect(two.status).toBe(1);
      expect(two.stderr).toMatch(/^check: 2 generated files are stale:\n {2}site\/src\/generated\/pages\/news-detail/);
      expect(two.stderr).toContain('\n  site/src/generated/old.gen.ts\n');
    } finally {
      restore();
      rmSync(join(copy, 'site/src/generated/old.gen.ts'), { force: true });
    }
  });

  test('generate writes what changed, removes what is left over, and says how many', async () => {
    const restore = edit('spec/pages.yaml', 'zh-CN: 新闻 }', 'zh-CN: 新闻正文 }');
    try {
      const changed = await cli('generate');
      expect(changed.status).toBe(0);
      expect(changed.stdout).toMatch(/^generate: 1 written, [1-9]\d* unchanged\n$/);
      expect(readFileSync(join(copy, 'site/src/generated/pages/news-detail.gen.ts'), 'utf8')).toContain('新闻正文');
    } finally {
      restore();
    }
    writeFileSync(join(copy, 'site/src/generated/old.gen.ts'), 'export {};\n');
    const repaired = await cli('generate');
    expect(repaired.status).toBe(0);
    expect(repaired.stdout).toMatch(/^generate: 1 written, [1-9]\d* unchanged, 1 removed\n$/);
  });

  test('warnings alone go to stdout and do not stop generation', async () => {
    const restore = edit(
      'spec/routes.yaml',
      '    name: about\n',
      '    name: about\n  - path: /about\n    page: about\n    name: about-again\n',
    );
    try {
      const result = await cli('generate');
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^spec\/routes\.yaml:14:11 {2}routes\[2\]\.path {2}warning: repeats \/about/);
      expect(result.stdout).toMatch(/\n0 errors, 1 warning\ngenerate: \d+ written, \d+ unchanged\n$/);
    } finally {
      restore();
    }
  });

  test(
    'an invalid manifest exits 1 with its positioned errors on stderr, uncoloured off a terminal',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const restore = edit('spec/routes.yaml', '- path: /about', '- path: about');
      try {
        for (const command of ['generate', 'check']) {
          const result = await cli(command);
          expect(result.status).toBe(1);
          expect(result.stdout).toBe('');
          expect(result.stderr).toMatch(/^spec\/routes\.yaml:\d+:\d+ {2}routes\[1\]\.path {2}must start with "\/"$/m);
          expect(result.stderr).not.toContain('\u001b[');
          expect(result.stderr).toMatch(new RegExp(`\n${command}: the manifest has errors; nothing was generated\n$`));
        }
        vi.stubEnv('NO_COLOR', '1');
        const tty = process.stdout.isTTY;
        process.stdout.isTTY = true;
        try {
          expect((await cli('check')).stderr).not.toContain('\u001b[');
          vi.unstubAllEnvs();
          delete process.env.NO_COLOR;
          expect((await cli('check')).stderr).toContain('\u001b[1mspec/routes.yaml:');
        } finally {
          process.stdout.isTTY = tty;
        }
      } finally {
        restore();
      }
    },
  );
});

describe('a generate that would change nothing is skipped; check never skips', () => {
  const SKIPPED = /^generate: 0 written, [1-9]\d* unchanged \(inputs as at the last run\)\n$/;
  const RAN = /^generate: \d+ written, [1-9]\d* unchanged(, \d+ removed)?\n$/;

  /** Runs `generate`, saying whether the manifest was loaded (a real run) or the run was skipped. */
  async function generate() {
    const before = spy.runs;
    const result = await cli('generate');
    return { ...result, ran: spy.runs > before };
  }

  test('a second run with the same inputs skips, writes nothing and says so', async () => {
    await generate();
    const page = join(copy, 'site/src/generated/pages/about.gen.ts');
    const bytes = readFileSync(page, 'utf8');
    const again = await generate();
    expect(again).toMatchObject({ status: 0, stderr: '', ran: false });
    expect(again.stdout).toMatch(SKIPPED);
    expect(readFileSync(page, 'utf8')).toBe(bytes);
  });

  test('a skipped run shows the warnings of the run it repeats', async () => {
    const restore = edit(
      'spec/routes.yaml',
      '    name: about\n',
      '    name: about\n  - path: /about\n    page: about\n    name: about-again\n',
    );
    try {
      const first = await generate();
      expect(first.ran).toBe(true);
      const again = await generate();
      expect(again.ran).toBe(false);
      const warnings = (output: string) => output.slice(0, output.lastIndexOf('generate: '));
      expect(warnings(again.stdout)).toBe(warnings(first.stdout));
      expect(again.stdout).toMatch(/^spec\/routes\.yaml:14:11 {2}routes\[2\]\.path {2}warning: repeats \/about/);
      expect(again.stdout).toMatch(/\n0 errors, 1 warning\ngenerate: 0 written, \d+ unchanged \(inputs/);
    } finally {
      restore();
    }
  });

  const changes: [string, () => () => void][] = [
    ['a manifest file', () => edit('spec/pages.yaml', 'zh-CN: 新闻 }', 'zh-CN: 新闻正文 }')],
    [
      'the list of page modules',
      () => {
        const path = join(copy, 'site/src/pages/extra-page.tsx');
        writeFileSync(path, 'export function Component() { return null; }\n');
        return () => rmSync(path);
      },
    ],
    [
      'the decision records',
      () => {
        const path = join(copy, 'docs/decisions/999-extra.md');
        writeFileSync(path, '# 999\n');
        return () => rmSync(path);
      },
    ],
    [
      'the generator’s own sources',
      () => {
        spy.generator = 'generator-2';
        return () => {
          spy.generator = 'generator-1';
        };
      },
    ],
  ];
  test.each(changes)('a change to %s regenerates, and so does undoing it', async (_, change) => {
    await generate();
    expect((await generate()).ran).toBe(false);
    const undo = change();
    try {
      const changed = await generate();
      expect(changed).toMatchObject({ status: 0, ran: true });
      expect(changed.stdout).toMatch(RAN);
      expect((await generate()).ran).toBe(false);
    } finally {
      undo();
    }
    const undone = await generate();
    expect(undone.ran).toBe(true);
    expect(undone.stdout).toMatch(RAN);
    expect((await cli('check')).status).toBe(0);
  });

  test('a generated file edited, removed or added by hand is repaired by the next generate', async () => {
    const page = join(copy, 'site/src/generated/pages/about.gen.ts');
    const bytes = readFileSync(page, 'utf8');
    for (const damage of [
      () => writeFileSync(page, `${bytes}// edited\n`),
      () => rmSync(page),
      () => writeFileSync(join(copy, 'site/src/generated/old.gen.ts'), 'export {};\n'),
    ]) {
      await generate();
      damage();
      const repaired = await generate();
      expect(repaired).toMatchObject({ status: 0, ran: true });
      expect(repaired.stdout).toMatch(/^generate: [01] written, [1-9]\d* unchanged(, 1 removed)?\n$/);
      expect(readFileSync(page, 'utf8')).toBe(bytes);
    }
  });

  test(
    'check runs in full with a matching record, and still names a stale file',
    proves('GEN-CHECK-STALE'),
    async () => {
      await generate();
      expect((await generate()).ran).toBe(false);
      const before = spy.runs;
      expect((await cli('check')).status).toBe(0);
      expect(spy.runs).toBe(before + 1);
      const page = join(copy, 'site/src/generated/pages/about.gen.ts');
      const bytes = readFileSync(page, 'utf8');
      writeFileSync(page, `${bytes}// edited\n`);
      try {
        const stale = await cli('check');
        expect(stale.status).toBe(1);
        expect(stale.stderr).toBe(
          'check: 1 generated file is stale:\n  site/src/generated/pages/about.gen.ts\nrun `make generate` and commit the result\n',
        );
        expect(spy.runs).toBe(before + 2);
      } finally {
        writeFileSync(page, bytes);
      }
    },
  );

  test('a manifest with errors records nothing: the same errors are reported again', async () => {
    const restore = edit('spec/routes.yaml', '- path: /about', '- path: about');
    try {
      const first = await generate();
      const again = await generate();
      expect(again).toMatchObject({ status: 1, ran: true, stderr: first.stderr });
      expect(again.stderr).toMatch(/nothing was generated\n$/);
    } finally {
      restore();
    }
  });
});
