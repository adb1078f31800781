import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatIssues } from '../../generator/format.ts';
import { generate } from '../../generator/generate.ts';
import {
  GENERATED_DIR,
  LOCALE_MESSAGES_DIR,
  MESSAGE_BUNDLE_DIR,
  PAGE_CONTENT_DIR,
  SEARCH_INDEX_DIR,
  TEST_GENERATED_DIR,
} from '../../generator/layout.ts';
import { run } from '../../generator/project.ts';
import { FIXTURES, fixtureCases, fixtureFileSystem } from './fixture-fs.ts';

describe('generator fixtures: tests/generator/fixtures/<case>', () => {
  test.each(fixtureCases())('%s', async (name) => {
    const fs = fixtureFileSystem(name);
    const result = await run(fs, { generate });
    const dir = join(FIXTURES, name);
    const report = formatIssues(result.issues, { texts: result.texts });

    if (name.startsWith('error-')) {
      expect(result.report, 'an error case generates nothing').toBeUndefined();
      expect(result.issues.some((issue) => issue.severity === 'error')).toBe(true);
      await expect(report).toMatchFileSnapshot(join(dir, 'expected-error.txt'));
      return;
    }

    expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(result.report?.changed.length).toBeGreaterThan(0);
    if (result.issues.length > 0) await expect(report).toMatchFileSnapshot(join(dir, 'expected-warnings.txt'));
    const generated = [...fs.files.keys()].filter((path) => path.endsWith('.gen.ts')).sort();
    const pageContent = generated.filter((path) => path.startsWith(`${PAGE_CONTENT_DIR}/`));
    const bundles = generated.filter((path) => path.startsWith(`${MESSAGE_BUNDLE_DIR}/`));
    const search = generated.filter((path) => path.startsWith(`${SEARCH_INDEX_DIR}/`));
    expect(search, 'one search index per language').toEqual([
      `${SEARCH_INDEX_DIR}/search-en-US.gen.ts`,
      `${SEARCH_INDEX_DIR}/search-zh-CN.gen.ts`,
    ]);
    const locales = generated.filter((path) => path.startsWith(`${LOCALE_MESSAGES_DIR}/`));
    expect(locales, 'the strings of each language but the default').toEqual([`${LOCALE_MESSAGES_DIR}/zh-CN.gen.ts`]);
    const nestedFiles = [...pageContent, ...bundles, ...search, ...locales];
    expect(generated.filter((path) => !nestedFiles.includes(path))).toEqual([
      `${GENERATED_DIR}/config.gen.ts`,
      `${GENERATED_DIR}/drafts.gen.ts`,
      `${GENERATED_DIR}/endpoints.gen.ts`,
      `${GENERATED_DIR}/jobs.gen.ts`,
      `${GENERATED_DIR}/messages.gen.ts`,
      `${GENERATED_DIR}/navigation.gen.ts`,
      `${GENERATED_DIR}/routes.gen.ts`,
      `${TEST_GENERATED_DIR}/clauses.gen.ts`,
    ]);
    // One content module per page of pages.yaml.
    const pageIds = (fs.readFile('spec/pages.yaml') ?? '').match(/^ {2}[a-z][a-z0-9-]*(?=:)/gm) ?? [];
    expect(pageContent).toEqual(pageIds.map((id) => `${PAGE_CONTENT_DIR}/${id.trim()}.gen.ts`).sort());
    // One module per message bundle of messages.yaml.
    const bundleSection = (fs.readFile('spec/messages.yaml') ?? '').split(/^bundles:$/m)[1] ?? '';
    const bundleIds = bundleSection.match(/^ {2}[a-z][a-zA-Z0-9-]*(?=:)/gm) ?? [];
    expect(bundles).toEqual(bundleIds.map((id) => `${MESSAGE_BUNDLE_DIR}/${id.trim()}.gen.ts`).sort());
    for (const path of generated) {
      const nested = nestedFiles.includes(path);
      const name = nested ? path.slice(GENERATED_DIR.length + 1) : path.split('/').at(-1);
      await expect(fs.files.get(path)).toMatchFileSnapshot(join(dir, 'expected', name ?? path));
    }
  });
});
