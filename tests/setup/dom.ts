import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '../../site/src/app/i18n';
import { localeConfig } from '../../site/src/generated/config.gen';

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
