// A test's list of pages in a CHANGED= run (tests/changed-pages.ts): the pages the change touches,
// read from the file CHANGED_INPUTS names; in every other run, the whole list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { page, searchIndex } from '../scope.ts';
import { proves } from './proves';

const dir = mkdtempSync(join(tmpdir(), 'changed-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh copy of the module, with CHANGED_INPUTS as given. */
async function withInputs(inputs: readonly string[] | undefined) {
  vi.resetModules();
  if (inputs) {
    const file = join(dir, `inputs-${inputs.length}.json`);
    writeFileSync(file, JSON.stringify(inputs));
    vi.stubEnv('CHANGED_INPUTS', file);
  } else {
    vi.stubEnv('CHANGED_INPUTS', undefined);
  }
  return (await import('../changed-pages.ts')).pagesToCheck;
}

test('every page of the list, outside a CHANGED= run', proves('QA-CHANGE-SELECTION'), async () => {
  const pagesToCheck = await withInputs(undefined);
  expect(pagesToCheck(['/home', '/city', '/campus'], 'en-US')).toEqual(['/home', '/city', '/campus']);
});

test(
  'in a CHANGED= run, the pages the change touches in that language; the first when it touches none of them',
  proves('QA-CHANGE-SELECTION'),
  async () => {
    const pagesToCheck = await withInputs([page('/city', 'en-US'), page('/campus', '*'), searchIndex('en-US')]);
    expect(pagesToCheck(['/home', '/city', '/campus'], 'en-US')).toEqual(['/city', '/campus']);
    expect(pagesToCheck(['/home', '/city', '/campus'], 'zh-CN')).toEqual(['/campus']);
    expect(pagesToCheck(['/home', '/glory'], 'zh-CN')).toEqual(['/home']);
    const everything = await withInputs([page('*', 'zh-CN')]);
    expect(everything(['/home', '/city'], 'zh-CN')).toEqual(['/home', '/city']);
    expect(everything(['/home', '/city'], 'en-US')).toEqual(['/home']);
  },
);
