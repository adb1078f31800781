/** Where things live, relative to the project root (POSIX paths). */
export const SPEC_DIR = 'spec';
export const SITE_SOURCE_DIR = 'site/src';
export const PAGES_DIR = 'site/src/pages';
export const GENERATED_DIR = 'site/src/generated';
export const PAGE_CONTENT_DIR = 'site/src/generated/pages';
export const MESSAGE_BUNDLE_DIR = 'site/src/generated/messages';
export const SEARCH_INDEX_DIR = 'site/src/generated/search';
export const LOCALE_MESSAGES_DIR = 'site/src/generated/locales';
export const TEST_GENERATED_DIR = 'tests/generated';
export const DECISIONS_DIR = 'docs/decisions';
/** The compiler options of the project, the site's among them. */
export const TSCONFIG = 'tsconfig.json';

/** A file the generator produces: its path relative to the project root and its bytes. */
export interface VirtualFile {
  readonly path: string;
  readonly content: string;
}
