// The `test` and `expect` every browser spec imports: Playwright's, with the mock API answered
// inside the browser (mocks/playwright.ts). Each test's context routes its pages' /api/ requests
// to the MSW handlers, so the API scenarios (`?scenario=` in the page's address, MOCK_SCENARIO)
// work against the local nginx and against any BASE_URL (docs/decisions/020).
// A test that opens a context of its own (browser.newContext) calls answerApiInBrowser on it.
import { test as base } from '@playwright/test';
import { answerApiInBrowser } from '../../mocks/playwright.ts';

export * from '@playwright/test';
export { answerApiInBrowser };

export const test = base.extend({
  context: async ({ context }, use) => {
    await answerApiInBrowser(context);
    await use(context);
  },
});
