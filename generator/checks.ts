import { LINK_FIELD } from './emit/content.ts';
import { closest, didYouMean, type Issue, type IssueCode, type Severity } from './issues.ts';
import {
  type ContentValue,
  LOCALES,
  type LocalizedText,
  type Manifest,
  type ManifestFileName,
} from './manifest/schema.ts';
import { type Anchor, type DataPath, formatPath, locate, type ParsedSource } from './positions.ts';

/** Message groups the generator fills itself: `app.name`, `app.address`, `nav.<id>`. */
export const RESERVED_MESSAGE_GROUPS = ['app', 'nav'] as const;

const PATH_FORMAT = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const PARAMETER = /[:*?{}[\]]/;
/** Three words of Latin letters in a row, or any Chinese: text, not a figure or a model number. */
const UNTRANSLATED = /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}|[\u4e00-\u9fff]/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** The rules that span several fields or files; each issue at the node that breaks the rule. */
export function checkManifest(
  manifest: Manifest,
  sources: ReadonlyMap<ManifestFileName, ParsedSource>,
  context: { readonly pageModules: ReadonlySet<string>; readonly decisionFiles: ReadonlySet<string> },
): Issue[] {
  const { pageModules, decisionFiles } = context;
  const issues: Issue[] = [];
  const report = (
    severity: Severity,
    code: IssueCode,
    fileName: ManifestFileName,
    path: DataPath,
    message: string,
    hint: string,
    anchor: Anchor = 'value',
  ): void => {
    const source = sources.get(fileName);
    if (!source) return;
    issues.push({
      severity,
      code,
      file: source.file,
      ...locate(source, path, anchor),
      path: formatPath(path),
      message,
      hint,
    });
  };
  const lineOf = (fileName: ManifestFileName, path: DataPath, anchor: Anchor = 'value'): number => {
    const source = sources.get(fileName);
    return source ? locate(source, path, anchor).line : 0;
  };

  // Routes: path form, repeats, names, pages.
  const routePaths = new Set<string>();
  const firstByPath = new Map<string, number>();
  const firstByName = new Map<string, number>();
  const pageIds = Object.keys(manifest.pages.pages);
  const checkPage = (path: DataPath, page: string): void => {
    if (!(page in manifest.pages.pages)) {
      report(
        'error',
        'route-page-unknown',
        'routes.yaml',
        path,
        `page "${page}" is not declared in pages.yaml`,
        didYouMean(page, pageIds, `add "${page}:" with a title and description to spec/pages.yaml`),
      );
    }
    if (!pageModules.has(page)) {
      const near = closest(page, pageModules);
      report(
        'error',
        'route-page-no-component',
        'routes.yaml',
        path,
        `page "${page}" has no component in the site`,
        near
          ? `did you mean "${near}"? otherwise create site/src/pages/${page}.tsx exporting "Component"`
          : `create site/src/pages/${page}.tsx exporting "Component"`,
      );
    }
  };
  checkPage(['shell', 'notFound'], manifest.routes.shell.notFound);
  manifest.routes.routes.forEach((route, index) => {
    const at: DataPath = ['routes', index];
    const path = route.path;
    if (!path.startsWith('/')) {
      report('error', 'route-path-slash', 'routes.yaml', [...at, 'path'], 'must start with "/"', `write "/${path}"`);
    } else if (PARAMETER.test(path)) {
      report(
        'error',
        'route-path-param',
        'routes.yaml',
        [...at, 'path'],
        `holds a parameter ("${path.match(PARAMETER)?.[0]}"); the specification's pages take none`,
        'remove it and pass the value in the query string, as /newsdetail does',
      );
    } else if (!PATH_FORMAT.test(path)) {
      report(
        'error',
        'route-path-format',
        'routes.yaml',
        [...at, 'path'],
        'must be lower-case letters, digits and single "-" after each "/", with no trailing "/"',
        `write "${
          path
            .toLowerCase()
            .replace(/[^a-z0-9/-]+/g, '')
            .replace(/\/+$/, '') || '/page'
        }"`,
      );
    }
    routePaths.add(path);

    const first = firstByPath.get(path);
    if (first === undefined) {
      firstByPath.set(path, index);
    } else {
      const earlier = manifest.routes.routes[first];
      const earlierLine = lineOf('routes.yaml', ['routes', first, 'path']);
      if (earlier?.page === route.page) {
        report(
          'warning',
          'route-repeated',
          'routes.yaml',
          [...at, 'path'],
          `repeats ${path} (line ${earlierLine}) with the same page`,
          'only the first registration is matched; keep it only where the specification registers the path twice',
        );
      } else {
        report(
          'error',
          'route-conflict',
          'routes.yaml',
          [...at, 'path'],
          `repeats ${path} from line ${earlierLine} with a different page ("${earlier?.page}" there, "${route.page}" here)`,
          'a path renders one page: rename one of the paths, or give both the same page',
        );
      }
    }

    const sameName = firstByName.get(route.name);
    if (sameName === undefined) firstByName.set(route.name, index);
    else
      report(
        'error',
        'route-name-duplicate',
        'routes.yaml',
        [...at, 'name'],
        `route name "${route.name}" is already used on line ${lineOf('routes.yaml', ['routes', sameName, 'name'])}`,
        'give every route its own name',
      );

    checkPage([...at, 'page'], route.page);
  });

  const usedPages = new Set([...manifest.routes.routes.map((route) => route.page), manifest.routes.shell.notFound]);
  for (const page of pageIds) {
    if (!usedPages.has(page)) {
      report(
        'warning',
        'page-unused',
        'pages.yaml',
        ['pages', page],
        `page "${page}" is not rendered by any route`,
        'add a route for it in routes.yaml or remove it',
        'key',
      );
    }
  }

  // Every path a link points at must be a route.
  const checkTarget = (fileName: ManifestFileName, path: DataPath, target: string): void => {
    if (routePaths.has(target)) return;
    report(
      'error',
      'unknown-path',
      fileName,
      path,
      `no route has the path "${target}"`,
      didYouMean(target, routePaths, 'point it at a path declared in routes.yaml, or add that route'),
    );
  };
  checkTarget('routes.yaml', ['shell', 'redirect'], manifest.routes.shell.redirect);
  checkTarget('app.yaml', ['app', 'dashboard'], manifest.app.app.dashboard);
  if (manifest.app.app.dashboard !== manifest.routes.shell.redirect) {
    report(
      'error',
      'dashboard-mismatch',
      'routes.yaml',
      ['shell', 'redirect'],
      `the shell redirects to "${manifest.routes.shell.redirect}" but app.dashboard is "${manifest.app.app.dashboard}"`,
      'the shell redirects to the dashboard: make the two paths equal',
    );
  }

  const navIds = new Map<string, number>();
  const checkNavId = (path: DataPath, id: string): void => {
    const line = navIds.get(id);
    if (line === undefined) navIds.set(id, lineOf('navigation.yaml', path));
    else
      report(
        'error',
        'nav-id-duplicate',
        'navigation.yaml',
        path,
        `navigation id "${id}" is already used on line ${line}`,
        'ids name the label in the message catalogue (nav.<id>): make each one unique',
      );
  };
  manifest.navigation.header.forEach((menu, index) => {
    checkNavId(['header', index, 'id'], menu.id);
    checkTarget('navigation.yaml', ['header', index, 'to'], menu.to);
    menu.children?.forEach((child, childIndex) => {
      checkNavId(['header', index, 'children', childIndex, 'id'], child.id);
      checkTarget('navigation.yaml', ['header', index, 'children', childIndex, 'to'], child.to);
    });
  });
  manifest.navigation.footer.forEach((group, index) => {
    checkNavId(['footer', index, 'id'], group.id);
    group.links.forEach((link, linkIndex) => {
      checkNavId(['footer', index, 'links', linkIndex, 'id'], link.id);
      checkTarget('navigation.yaml', ['footer', index, 'links', linkIndex, 'to'], link.to);
    });
  });

  // Locales: the manifest offers exactly the languages the site is written in.
  const { locales } = manifest.app;
  const available = new Set(locales.available);
  if (available.size !== LOCALES.length || locales.available.length !== LOCALES.length) {
    report(
      'error',
      'locale-set',
      'app.yaml',
      ['locales', 'available'],
      `must list each of ${LOCALES.join(', ')} once`,
      `write [${LOCALES.join(', ')}]: every visible string is written in these languages`,
    );
  }
  if (!available.has(locales.default)) {
    report(
      'error',
      'locale-set',
      'app.yaml',
      ['locales', 'default'],
      `the default locale "${locales.default}" is not available`,
      `choose one of ${locales.available.join(', ')}`,
    );
  }

  // Messages: reserved groups, one home per group, and the same placeholders in every language.
  const messageGroups: { at: DataPath; group: string; entries: Record<string, LocalizedText> }[] = [];
  for (const [group, entries] of Object.entries(manifest.messages.messages)) {
    messageGroups.push({ at: ['messages', group], group, entries });
  }
  for (const [bundle, groups] of Object.entries(manifest.messages.bundles)) {
    for (const [group, entries] of Object.entries(groups))
      messageGroups.push({ at: ['bundles', bundle, group], group, entries });
  }
  const groupLines = new Map<string, number>();
  for (const { at, group, entries } of messageGroups) {
    const line = groupLines.get(group);
    if (line === undefined) groupLines.set(group, lineOf('messages.yaml', at, 'key'));
    else
      report(
        'error',
        'message-group-duplicate',
        'messages.yaml',
        at,
        `the message group "${group}" is already defined on line ${line}`,
        'rename one of them: keys are written group.key, so two groups of one name would collide',
        'key',
      );
    if ((RESERVED_MESSAGE_GROUPS as readonly string[]).includes(group)) {
      report(
        'error',
        'reserved-message-group',
        'messages.yaml',
        at,
        `the message group "${group}" is filled by the generator`,
        `rename the group; ${RESERVED_MESSAGE_GROUPS.join(', ')} are reserved`,
        'key',
      );
    }
    for (const [key, text] of Object.entries(entries)) {
      const mismatch = placeholderMismatch(text);
      if (mismatch) {
        report(
          'error',
          'placeholder-mismatch',
          'messages.yaml',
          [...at, key],
          `the translations use different placeholders: ${mismatch}`,
          'every translation must use the same {placeholders}',
          'key',
        );
      }
    }
  }
  // Page content: every visible string in every language; nothing English-looking left untranslated.
  const checkContent = (value: ContentValue, at: DataPath): void => {
    if (Array.isArray(value)) {
      value.forEach((item: ContentValue, index) => {
        checkContent(item, [...at, index]);
      });
      return;
    }
    if (typeof value === 'string') {
      if (at.at(-1) === LINK_FIELD) {
        checkTarget('pages.yaml', at, value);
        return;
      }
      if (UNTRANSLATED.test(value)) {
        report(
          'error',
          'content-untranslated',
          'pages.yaml',
          at,
          'this text is written once, so every language would show it as it is',
          'write it as { en-US: …, zh-CN: … }; plain values are for figures, units and model numbers',
        );
      }
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const keys = Object.keys(value);
    const locales = keys.filter((key) => (LOCALES as readonly string[]).includes(key));
    if (locales.length === 0) {
      for (const [key, item] of Object.entries(value as Record<string, ContentValue>)) checkContent(item, [...at, key]);
      return;
    }
    for (const locale of LOCALES) {
      const text = (value as Record<string, ContentValue>)[locale];
      if (text === undefined) {
        const present = LOCALES.filter((other) => other !== locale && other in value);
        report(
          'error',
          'missing-translation',
          'pages.yaml',
          at,
          `missing the ${locale} translation`,
          `add "${locale}: …" beside ${present.map((other) => `"${other}"`).join(', ')}`,
          'key',
        );
      } else if (typeof text !== 'string' || text.trim() === '') {
        report(
          'error',
          'missing-translation',
          'pages.yaml',
          [...at, locale],
          `the ${locale} text must be a non-empty string`,
          'write the text in this language',
        );
      }
    }
    for (const key of keys) {
      if (locales.includes(key)) continue;
      report(
        'error',
        'unknown-key',
        'pages.yaml',
        [...at, key],
        `unknown key "${key}" beside the texts of each language`,
        `a text holds only ${LOCALES.join(' and ')}; move "${key}" to the mapping around it`,
        'key',
      );
    }
  };
  for (const [id, page] of Object.entries(manifest.pages.pages)) {
    for (const [field, value] of Object.entries(page.content ?? {}))
      checkContent(value, ['pages', id, 'content', field]);
  }

  // Job posts: unique ids (the job list and the mock key them).
  const jobLines = new Map<string, number>();
  manifest.pages.jobPosts.forEach((post, index) => {
    const at: DataPath = ['jobPosts', index, 'id'];
    const line = jobLines.get(post.id);
    if (line === undefined) jobLines.set(post.id, lineOf('pages.yaml', at));
    else
      report(
        'error',
        'job-id-duplicate',
        'pages.yaml',
        at,
        `job post id "${post.id}" is already used on line ${line}`,
        'give every job post its own id',
      );
  });

  // Clauses: unique ids; a decision clause links an existing record, or waits in expectations.
  const clauseLines = new Map<string, number>();
  const expected = new Set(manifest.expectations.expectations.map((entry) => entry.clause));
  manifest.clauses.clauses.forEach((clause, index) => {
    const at: DataPath = ['clauses', index];
    const line = clauseLines.get(clause.id);
    if (line === undefined) clauseLines.set(clause.id, lineOf('clauses.yaml', [...at, 'id']));
    else
      report(
        'error',
        'clause-duplicate',
        'clauses.yaml',
        [...at, 'id'],
        `clause id "${clause.id}" is already used on line ${line}`,
        'give every clause its own id; tests refer to clauses by id',
      );
    if (clause.decision !== undefined && !decisionFiles.has(clause.decision)) {
      report(
        'error',
        'decision-not-found',
        'clauses.yaml',
        [...at, 'decision'],
        `the decision record "${clause.decision}" does not exist`,
        didYouMean(clause.decision, decisionFiles, 'write it (context, decision, consequences) or fix the path'),
      );
    }
    if (clause.kind === 'decision' && clause.decision === undefined && !expected.has(clause.id)) {
      report(
        'error',
        'decision-missing',
        'clauses.yaml',
        at,
        `decision clause "${clause.id}" links no decision record`,
        'add "decision: docs/decisions/NNN-title.md", or list the clause in expectations.yaml while the decision is pending',
      );
    }
  });
  const expectationLines = new Map<string, number>();
  manifest.expectations.expectations.forEach((entry, index) => {
    const at: DataPath = ['expectations', index, 'clause'];
    if (!clauseLines.has(entry.clause)) {
      report(
        'error',
        'unknown-clause',
        'expectations.yaml',
        at,
        `no clause has the id "${entry.clause}"`,
        didYouMean(entry.clause, clauseLines.keys(), 'use an id from clauses.yaml'),
      );
    }
    const line = expectationLines.get(entry.clause);
    if (line === undefined) expectationLines.set(entry.clause, lineOf('expectations.yaml', at));
    else
      report(
        'error',
        'expectation-duplicate',
        'expectations.yaml',
        at,
        `clause "${entry.clause}" is already expected on line ${line}`,
        'list each clause once',
      );
  });
  return issues;
}

function placeholdersOf(text: string): string {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))].sort().join(', ');
}

function placeholderMismatch(text: LocalizedText): string | undefined {
  const sets = LOCALES.map((locale) => `${locale} {${placeholdersOf(text[locale])}}`);
  const names = LOCALES.map((locale) => placeholdersOf(text[locale]));
  return names.every((name) => name === names[0]) ? undefined : sets.join(' vs ');
}
