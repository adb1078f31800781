import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryFileSystem } from '../../generator/file-system.ts';
import {
  DECISIONS_DIR,
  GENERATED_DIR,
  LOCALE_MESSAGES_DIR,
  MESSAGE_BUNDLE_DIR,
  PAGE_CONTENT_DIR,
  PAGES_DIR,
  SEARCH_INDEX_DIR,
  SPEC_DIR,
  TEST_GENERATED_DIR,
} from '../../generator/layout.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The real project's manifest, page modules and committed output, copied into memory. */
export function projectFileSystem() {
  const files: Record<string, string> = {};
  for (const dir of [
    SPEC_DIR,
    `${SPEC_DIR}/schema`,
    PAGES_DIR,
    GENERATED_DIR,
    PAGE_CONTENT_DIR,
    MESSAGE_BUNDLE_DIR,
    SEARCH_INDEX_DIR,
    LOCALE_MESSAGES_DIR,
    TEST_GENERATED_DIR,
    DECISIONS_DIR,
  ]) {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.isFile()) files[`${dir}/${entry.name}`] = readFileSync(join(ROOT, dir, entry.name), 'utf8');
    }
  }
  return memoryFileSystem(files);
}
