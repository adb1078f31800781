// A test's list of pages in a CHANGED= run (tests/changed-pages.ts): the pages the change touches,
// as CHANGED_INPUTS lists them; in every other run, the whole list.
import { expect, test, vi } from 'vitest';
import { page, searchIndex } from '../scope.ts';
import { proves } from './proves';

/** A fresh copy of the module, with CHANGED_INPUTS as given. */
async function withInputs(inputs: readonly string[] | undefined) {
  vi.resetModules();
  vi.stubEnv('CHANGED_INPUTS', inputs ? JSON.stringify(inputs) : undefined);
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
