import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';

describe('the generated types reject what does not exist', () => {
  // Inside the project, so that the JSX runtime and React's types resolve as they do for the site.
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'typed-output-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('an unknown message key, a key of another bundle and a link to an unknown path fail type checking, at their lines', {
    ...proves('GEN-TYPED-OUTPUT'),
    timeout: 60_000,
  }, () => {
    const site = join(ROOT, 'site/src');
    writeFileSync(
      join(dir, 'usage.tsx'),
      [
        `import { AppLink } from '${site}/shared/app-link';`,
        `import { translate, useMessages } from '${site}/shared/i18n';`,
        `import { jobsMessages } from '${site}/generated/messages/jobs.gen';`,
        `export const ok = translate('zh-CN', 'shell.skipToContent');`,
        `export const link = <AppLink to="/home">home</AppLink>;`,
        `export const badKey = translate('en-US', 'no.such.key');`,
        `export const badLink = <AppLink to="/nosuchpage">nowhere</AppLink>;`,
        `export const useJobs = () => useMessages(jobsMessages)('jobs.title');`,
        `export const useWrongBundle = () => useMessages(jobsMessages)('validation.required');`,
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(ROOT, 'tsconfig.json'),
        // The site's own ambient declarations (build-time env, untyped packages) come along.
        include: ['usage.tsx', join(site, 'types')],
        compilerOptions: { types: [] },
      }),
    );
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'],
      {
        encoding: 'utf8',
      },
    );
    const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(result.status).not.toBe(0);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/usage\.tsx\(6,\d+\): error TS2345: .*"no\.such\.key"/);
    expect(errors[1]).toMatch(/usage\.tsx\(7,\d+\): error TS2322: .*"\/nosuchpage"/);
    expect(errors[2]).toMatch(/usage\.tsx\(9,\d+\): error TS2345: .*"validation\.required"/);
  });
});
