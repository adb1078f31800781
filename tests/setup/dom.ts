import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { localeConfig } from '../../site/src/generated/config.gen';
import { loadLocale } from '../../site/src/shared/i18n';

// findBy… and waitFor wait for what the test checks; on a busy two-core machine a re-render after
// a mocked answer can take longer than Testing Library's default second. They still fail well
// inside the test's own timeout (vitest.config.ts): 10 s of its 15, since with two CPU-bound
// processes beside the suite a first render that imports a page's chunk took over 5 s.
configure({ asyncUtilTimeout: 10_000 });

// The site's main.tsx loads the visitor's language before the first render; components rendered
// on their own here get every language loaded up front.
beforeAll(async () => {
  for (const locale of localeConfig.available) await loadLocale(locale);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.location.hash = '';
});
