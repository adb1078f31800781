import type { Issue } from '../issues.ts';
import { makeIssue } from '../issues.ts';
import type { Manifest, ManifestFileName } from '../manifest/schema.ts';
import type { ParsedSource } from '../positions.ts';
import { clausesChecker } from './clauses.ts';
import { contentChecker } from './content.ts';
import { type Checker, type CheckOptions, createContext, type PartialManifest } from './context.ts';
import { jobsChecker } from './jobs.ts';
import { languagesChecker } from './languages.ts';
import { dashboardChecker, navigationLinksChecker, pageLinksChecker } from './links.ts';
import { messagesChecker } from './messages.ts';
import { navigationChecker } from './navigation.ts';
import { routePagesChecker, routesChecker } from './routes.ts';

export type { CheckOptions } from './context.ts';
export { RESERVED_MESSAGE_GROUPS } from './messages.ts';

/** Every checker, one per area; each runs when the files it needs parsed. */
export const CHECKERS: readonly Checker[] = [
  routesChecker,
  routePagesChecker,
  navigationLinksChecker,
  pageLinksChecker,
  dashboardChecker,
  navigationChecker,
  languagesChecker,
  messagesChecker,
  contentChecker,
  jobsChecker,
  clausesChecker,
];

const FILE_OF: Record<keyof Manifest, ManifestFileName> = {
  app: 'app.yaml',
  routes: 'routes.yaml',
  navigation: 'navigation.yaml',
  messages: 'messages.yaml',
  pages: 'pages.yaml',
  clauses: 'clauses.yaml',
  expectations: 'expectations.yaml',
};

/**
 * The rules that span several fields or files, on whatever parsed: a checker that needs a file
 * with errors does not run, and one warning (`skipped`, shown last) names those checkers and the
 * files that stopped them.
 */
export function checkManifest(
  manifest: PartialManifest,
  sources: ReadonlyMap<ManifestFileName, ParsedSource>,
  options: CheckOptions & { readonly specDir: string; readonly errors: readonly Issue[] },
): { readonly issues: Issue[]; readonly skipped?: Issue } {
  const context = createContext(sources, options);
  const skipped: string[] = [];
  const blocking = new Set<keyof Manifest>();
  for (const entry of CHECKERS) {
    const absent = entry.needs.filter((need) => manifest[need] === undefined);
    // Without app.yaml's list of languages no visible string can be checked for completeness.
    if (entry.needsLocales && options.locales === undefined) absent.push('app');
    if (absent.length === 0) entry.run(context, manifest);
    else {
      skipped.push(entry.name);
      for (const need of absent) blocking.add(need);
    }
  }
  if (skipped.length > 0) {
    const files = [...blocking].map((key) => FILE_OF[key]);
    // At the first error of a file that stopped them: the note's frame shows what to fix.
    const blockers = new Set(files.map((name) => `${options.specDir}/${name}`));
    const cause = options.errors.find((issue) => blockers.has(issue.file) && issue.severity === 'error');
    const place = cause ?? { file: `${options.specDir}/${files[0] ?? 'app.yaml'}`, line: 1, column: 1, length: 1 };
    const note = makeIssue(
      'checks-skipped',
      { checks: skipped, files },
      { file: place.file, line: place.line, column: place.column, length: place.length, path: '' },
    );
    return { issues: context.issues, skipped: note };
  }
  return { issues: context.issues };
}
