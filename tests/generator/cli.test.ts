// generator/cli.ts in this process: its worker is replaced by the pure `generate` (the real
// thread runs in cli-process.test.ts), so each command, its output and its exit code are seen
// here, on a copy of the project on disk.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { proves } from '../conformance/proves.ts';
import { tempProject } from './temp-project.ts';

const worker = vi.hoisted(() => ({ started: [] as URL[], closed: 0 }));
vi.mock('../../generator/worker-client.ts', () => ({
  startGenerateWorker: (file: URL) => {
    worker.started.push(file);
    return {
      generate,
      close: async () => {
        worker.closed += 1;
        return 0;
      },
    };
  },
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
    for (const args of [[], ['build']]) {
      const result = await cli(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^usage: generator <command> \[--root DIR\]\n/);
      expect(result.stdout).toBe('');
    }
    expect(worker.started).toEqual([]);
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
    expect(worker.started.at(-1)?.href).toMatch(/\/generator\/generate-worker\.cjs$/);
    expect(worker.closed).toBeGreaterThan(0);
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
