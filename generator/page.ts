// `make page ID=<id> ROUTE=/<path> [NAV=<menu or footer group>] [TEMPLATE=<template>]
// [ROUTE_NAME=<name>]`: adds a page in one step (docs/decisions/025-make-page.md). Everything is
// planned in memory first: the manifest's YAML is edited as text at positions the yaml package's
// Document API finds, so every comment and every line around the edit stays as it was; the result
// is parsed back and validated like `make generate` would, and only then written, all files or
// none.
import { isMap } from 'yaml';
import { type WrittenFile, writePlan } from './atomic-write.ts';
import { TemplateCodeProblem, writePageModule } from './code/page-module.ts';
import { type FileSystem, nodeFileSystem } from './file-system.ts';
import { formatRefusal } from './format.ts';
import { type Problem, problem } from './issues.ts';
import { PAGES_DIR, SPEC_DIR } from './layout.ts';
import type { NavigationFile } from './manifest/schema.ts';
import { type CommandIo, editedFile, manifestForEdit, present, validateEdit } from './manifest-edit.ts';
import {
  DEFAULT_TEMPLATE,
  DraftWords,
  draft,
  draftText,
  LINK_PLACEHOLDER,
  TEMPLATE_CONTENT,
  TEMPLATE_NAMES,
  type TemplateName,
} from './page-templates.ts';
import { type DataPath, formatPath, type ParsedSource } from './positions.ts';
import { routeTakenProblems, routeVariableProblems } from './route-variable.ts';
import { appendToList, appendToMap, EditRefused, expectReadBack } from './yaml-edit.ts';
import { listEntry, pageText } from './yaml-entries.ts';

/** What the developer asked for: the make variables, as given (unset or empty is absent). */
export interface PageRequest {
  readonly id?: string;
  readonly route?: string;
  readonly nav?: string;
  readonly template?: string;
  readonly routeName?: string;
}

export type Plan =
  | { readonly ok: true; readonly files: readonly WrittenFile[]; readonly summary: readonly string[] }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly details?: string };

export const USAGE =
  'make page ID=<page-id> ROUTE=/<path> [NAV=<header menu or footer group id>] [TEMPLATE=<template>] [ROUTE_NAME=<name>]';
const COMMAND = 'make page';

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ROUTES = `${SPEC_DIR}/routes.yaml`;
const PAGES = `${SPEC_DIR}/pages.yaml`;
const NAVIGATION = `${SPEC_DIR}/navigation.yaml`;

/** `DeveloperPortal`, `developer_portal`, `Developer Portal` → `developer-portal`. */
export function kebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '');
}

/** `developer-portal` → `Developer Portal`. */
function titleOf(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Plan the page: every file's new content, or every reason to refuse. Reads `fs`, writes nothing. */
export function planPage(fs: FileSystem, request: PageRequest): Plan {
  const problems: Problem[] = [];
  const id = present(request.id);
  const route = present(request.route);
  const nav = present(request.nav);
  const templateName = present(request.template) ?? DEFAULT_TEMPLATE;

  if (id === undefined) problems.push(problem('variable-missing', { usage: USAGE }, COMMAND, 'ID'));
  else if (!KEBAB.test(id))
    problems.push(problem('page-id-format', { suggestion: kebabCase(id) || 'my-page' }, COMMAND, `ID=${id}`));
  if (route === undefined) problems.push(problem('variable-missing', { usage: USAGE }, COMMAND, 'ROUTE'));
  else problems.push(...routeVariableProblems(COMMAND, 'ROUTE', route));
  const template = (TEMPLATE_NAMES as readonly string[]).includes(templateName)
    ? (templateName as TemplateName)
    : undefined;
  if (template === undefined)
    problems.push(problem('page-template-unknown', { templates: TEMPLATE_NAMES }, COMMAND, `TEMPLATE=${templateName}`));

  // The manifest as `make generate` reads it: it must be valid before a page is added to it.
  const loaded = manifestForEdit(fs, COMMAND, 'add the page', problems);
  if (!loaded.ok) return { ok: false, problems: loaded.problems, details: loaded.details };
  const { manifest, pageModules, source: parsed, at } = loaded;
  const conflict = (
    source: ParsedSource,
    path: DataPath,
    made: (where: string, path: string) => Problem,
    anchor?: 'key',
  ): void => {
    problems.push(made(at(source, path, anchor), formatPath(path)));
  };

  const routes = parsed('routes.yaml');
  const pages = parsed('pages.yaml');
  const navigation = parsed('navigation.yaml');
  const routeName = present(request.routeName) ?? route?.slice(1).replaceAll('/', '-');

  if (id !== undefined && KEBAB.test(id)) {
    if (id in manifest.pages.pages)
      conflict(pages, ['pages', id], (where, path) => problem('page-exists', { id }, where, path), 'key');
    else if (pageModules.has(id) || fs.readFile(`${PAGES_DIR}/${id}.tsx`) !== undefined)
      problems.push(problem('page-module-exists', { id, pages: PAGES }, `${PAGES_DIR}/${id}.tsx`));
  }
  if (route !== undefined) problems.push(...routeTakenProblems(loaded, 'ROUTE', route));
  manifest.routes.routes.forEach((existing, index) => {
    if (routeName !== undefined && existing.name === routeName)
      conflict(routes, ['routes', index, 'name'], (where, path) =>
        problem('page-route-name-used', { name: routeName }, where, path),
      );
  });

  // NAV: the header menu or footer group the link joins; its id must be new.
  let navTarget: { path: DataPath; list: 'children' | 'links'; linkId: string } | undefined;
  if (nav !== undefined && id !== undefined) {
    const menu = manifest.navigation.header.findIndex((candidate) => candidate.id === nav);
    const group = manifest.navigation.footer.findIndex((candidate) => candidate.id === nav);
    if (menu >= 0) navTarget = { path: ['header', menu], list: 'children', linkId: id };
    else if (group >= 0) navTarget = { path: ['footer', group], list: 'links', linkId: `footer-${id}` };
    else {
      const ids = [...manifest.navigation.header, ...manifest.navigation.footer].map((item) => item.id);
      problems.push(problem('page-nav-unknown', { file: NAVIGATION, ids }, COMMAND, `NAV=${nav}`));
    }
    if (navTarget) {
      const { linkId, list } = navTarget;
      const used = navigationIds(manifest.navigation).find((entry) => entry.id === linkId);
      if (used)
        conflict(navigation, used.path, (where, path) =>
          problem('page-nav-id-used', { id: linkId, footer: list === 'links' }, where, path),
        );
    }
  }
  if (problems.length > 0 || id === undefined || route === undefined || routeName === undefined || !template)
    return { ok: false, problems };

  // The edits, each at the end of the collection it extends.
  const dashboard = manifest.routes.shell.redirect;
  // A draft in every language of the manifest (app.yaml's list).
  const locales = manifest.app.locales.available;
  const routeEntry = { path: route, page: id, name: routeName };
  const pageEntry = {
    title: draftText(draft(titleOf(id), `${titleOf(id)}（待翻译）`), locales),
    description: draftText(
      draft(`one sentence on what the ${titleOf(id)} page offers.`, `用一句话介绍“${titleOf(id)}”页面。`),
      locales,
    ),
    content: resolveDrafts(TEMPLATE_CONTENT[template], dashboard, locales),
  };
  const edits: { source: ParsedSource; text: string; expected: unknown }[] = [];
  const tryEdit = (source: ParsedSource, edit: () => { text: string; expected: unknown }): void => {
    try {
      edits.push({ source, ...edit() });
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
      problems.push(problem(error.issue.code, error.issue.args, at(source, error.path), formatPath(error.path)));
    }
  };
  tryEdit(routes, () => {
    const text = appendToList(routes, ['routes'], COMMAND, (indent) => [
      `# make page: the draft page "${id}"; its words in ${PAGES} are marked DRAFT.`,
      ...listEntry(routeEntry, indent),
    ]);
    const expected = routes.doc.toJS() as { routes: unknown[] };
    expected.routes.push(routeEntry);
    return { text, expected };
  });
  tryEdit(pages, () => {
    const text = appendToMap(pages, ['pages'], COMMAND, () => [
      `# DRAFT (make page): the title, description and content of "${id}" are drafts, marked "DRAFT:"`,
      '# or "草稿：". Write them in every language before the page is published.',
      ...pageText(id, pageEntry),
    ]);
    const expected = pages.doc.toJS() as { pages: Record<string, unknown> };
    expected.pages[id] = pageEntry;
    return { text, expected };
  });
  if (navTarget) {
    const { path, list, linkId } = navTarget;
    const link = { id: linkId, to: route, label: draftText(draft(titleOf(id), `${titleOf(id)}（待翻译）`), locales) };
    tryEdit(navigation, () => {
      const holder = navigation.doc.getIn(path, true);
      const text =
        isMap(holder) && !holder.has(list)
          ? appendToMap(navigation, path, COMMAND, (indent) => [
              `${list}:`,
              ...listEntry(link, indent + 2).map((line) => `  ${line}`),
            ])
          : appendToList(navigation, [...path, list], COMMAND, (indent) => listEntry(link, indent));
      const expected = navigation.doc.toJS();
      const target = path.reduce<Record<string | number, unknown>>(
        (node, segment) => node[segment] as Record<string | number, unknown>,
        expected,
      );
      target[list] = [...((target[list] as unknown[] | undefined) ?? []), link];
      return { text, expected };
    });
  }
  if (problems.length > 0) return { ok: false, problems };

  // The result, read back: the data is the old data plus the page, and the generator accepts it.
  for (const edit of edits) expectReadBack(COMMAND, edit.source, edit.text, edit.expected);
  const invalid = validateEdit(
    loaded,
    new Map(edits.map((edit) => [edit.source.file, edit.text])),
    new Set([...pageModules, id]),
    { command: COMMAND, what: 'the page', byHand: 'add the page by hand (docs/manifest-and-pages.md, "By hand")' },
  );
  if (invalid) return { ok: false, ...invalid };

  const modulePath = `${PAGES_DIR}/${id}.tsx`;
  let module: string;
  try {
    module = writePageModule(fs, id, template);
  } catch (error) {
    if (!(error instanceof TemplateCodeProblem)) throw error;
    return { ok: false, problems: [{ ...error.problem, path: `TEMPLATE=${template}` }] };
  }
  return {
    ok: true,
    files: [
      ...edits.map((edit) => editedFile(fs, edit.source, edit.text)),
      { path: modulePath, content: module, previous: undefined },
    ],
    summary: [
      `make page: added the page "${id}" at ${route} (template ${template})`,
      `  ${ROUTES}  the route ${route}, name "${routeName}"`,
      `  ${PAGES}  its title, description and content, drafts in ${locales.join(', ')} marked "DRAFT:" or "草稿："`,
      ...(navTarget ? [`  ${NAVIGATION}  the link nav.${navTarget.linkId} under "${nav}"`] : []),
      `  ${modulePath}  the page, built from the ${template} template`,
      'next: `make generate` (or keep `make dev` running), write the drafts in every language, and commit the',
      'manifest, the page module and the generated files together',
    ],
  };
}

/** The command: reads the make variables from `env`, plans, writes; 0 done, 2 refused, 1 not written. */
export function pageCommand(env: Readonly<Record<string, string | undefined>>, root: string, io: CommandIo): number {
  const request: PageRequest = {
    id: env.ID,
    route: env.ROUTE,
    nav: env.NAV,
    template: env.TEMPLATE,
    routeName: env.ROUTE_NAME,
  };
  const plan = planPage(nodeFileSystem(root), request);
  if (!plan.ok) {
    io.err(formatRefusal(plan, COMMAND));
    return 2;
  }
  if (!writePlan(root, plan.files, COMMAND, 'the page', io)) return 1;
  io.out(`${plan.summary.join('\n')}\n`);
  return 0;
}

/** The template's draft content with each draft a text of every language and each link pointed at the dashboard. */
function resolveDrafts(value: unknown, dashboard: string, locales: readonly string[]): unknown {
  if (value === LINK_PLACEHOLDER) return dashboard;
  if (value instanceof DraftWords) return draftText(value, locales);
  if (Array.isArray(value)) return value.map((item) => resolveDrafts(item, dashboard, locales));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveDrafts(item, dashboard, locales)]),
    );
  return value;
}

/** Every id of navigation.yaml with where it is: each names its label in the catalogue as nav.<id>. */
function navigationIds(navigation: NavigationFile): { id: string; path: DataPath }[] {
  const ids: { id: string; path: DataPath }[] = [];
  navigation.header.forEach((menu, index) => {
    ids.push({ id: menu.id, path: ['header', index, 'id'] });
    menu.children?.forEach((child, childIndex) => {
      ids.push({ id: child.id, path: ['header', index, 'children', childIndex, 'id'] });
    });
  });
  navigation.footer.forEach((group, index) => {
    ids.push({ id: group.id, path: ['footer', index, 'id'] });
    group.links.forEach((link, linkIndex) => {
      ids.push({ id: link.id, path: ['footer', index, 'links', linkIndex, 'id'] });
    });
  });
  return ids;
}
