import { expect, test } from 'vitest';
import {
  LOCALE_MESSAGES_DIR,
  MESSAGE_BUNDLE_DIR,
  PAGE_CONTENT_DIR,
  SEARCH_INDEX_DIR,
  TEST_GENERATED_DIR,
} from '../../generator/layout.ts';

// The folders the table of generated files in docs/manifest-and-pages.md names (section "What the generator writes").
test('the generator writes into the folders docs/manifest-and-pages.md documents', () => {
  expect(PAGE_CONTENT_DIR).toBe('site/src/generated/pages');
  expect(MESSAGE_BUNDLE_DIR).toBe('site/src/generated/messages');
  expect(LOCALE_MESSAGES_DIR).toBe('site/src/generated/locales');
  expect(SEARCH_INDEX_DIR).toBe('site/src/generated/search');
  expect(TEST_GENERATED_DIR).toBe('tests/generated');
});
