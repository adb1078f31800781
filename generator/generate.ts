import { clausesStatements } from './emit/clauses.ts';
import { configStatements } from './emit/config.ts';
import { draftsStatements } from './emit/drafts.ts';
import { endpointsStatements } from './emit/endpoints.ts';
import { jobsStatements } from './emit/jobs.ts';
import { localeModules, messageBundleModules, messagesStatements } from './emit/messages.ts';
import { navigationStatements } from './emit/navigation.ts';
import { pageContentModules } from './emit/page-content.ts';
import { routesStatements } from './emit/routes.ts';
import { searchIndexModules } from './emit/search.ts';
import { moduleText } from './emit/source.ts';
import {
  GENERATED_DIR,
  LOCALE_MESSAGES_DIR,
  MESSAGE_BUNDLE_DIR,
  PAGE_CONTENT_DIR,
  SEARCH_INDEX_DIR,
  TEST_GENERATED_DIR,
  type VirtualFile,
} from './layout.ts';
import type { Manifest } from './manifest/schema.ts';

/** The generated modules of the site and the tests: a pure function of the manifest, byte-stable. */
export function generate(manifest: Manifest): VirtualFile[] {
  const modules = {
    'config.gen.ts': configStatements(manifest),
    'drafts.gen.ts': draftsStatements(manifest),
    'endpoints.gen.ts': endpointsStatements(manifest),
    'jobs.gen.ts': jobsStatements(manifest),
    'messages.gen.ts': messagesStatements(manifest),
    'navigation.gen.ts': navigationStatements(manifest),
    'routes.gen.ts': routesStatements(manifest),
  };
  const site = Object.entries(modules).map(([name, statements]) => ({
    path: `${GENERATED_DIR}/${name}`,
    content: moduleText(statements),
  }));
  const pages = pageContentModules(manifest).map(([name, statements]) => ({
    path: `${PAGE_CONTENT_DIR}/${name}`,
    content: moduleText(statements),
  }));
  const bundles = messageBundleModules(manifest).map(([name, statements]) => ({
    path: `${MESSAGE_BUNDLE_DIR}/${name}`,
    content: moduleText(statements),
  }));
  const search = searchIndexModules(manifest).map(([name, statements]) => ({
    path: `${SEARCH_INDEX_DIR}/${name}`,
    content: moduleText(statements),
  }));
  const locales = localeModules(manifest).map(([name, statements]) => ({
    path: `${LOCALE_MESSAGES_DIR}/${name}`,
    content: moduleText(statements),
  }));
  // The clause catalogue serves the tests, never the site.
  const tests = {
    path: `${TEST_GENERATED_DIR}/clauses.gen.ts`,
    content: moduleText(clausesStatements(manifest)),
  };
  return [...site, ...pages, ...bundles, ...search, ...locales, tests];
}
