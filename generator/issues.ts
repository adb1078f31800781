/**
 * Every problem the generator can report, in one catalogue (in the style of Astro's errors-data):
 * a permanent code, a title, and `message(args)` (what is wrong) and `hint(args)` (what to do)
 * written once, over typed arguments. The checks and the loader only name a code and its
 * arguments; no message text is written anywhere else. Positions are 1-based.
 */
export type Severity = 'error' | 'warning';

export interface Issue {
  readonly severity: Severity;
  readonly code: IssueCode;
  /** POSIX path relative to the project root, e.g. `spec/routes.yaml`. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** How many characters of the line the offending node covers (at least 1). */
  readonly length: number;
  /** Where in the file's data, e.g. `routes[3].path`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
  readonly hint: string;
}

/** Where an issue is: the file, the 1-based position and the data path. */
export interface Place {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly length: number;
  readonly path: string;
}

export interface IssueKind<A> {
  /** A short, stable description of the problem, for documentation. */
  readonly title: string;
  readonly severity: Severity;
  readonly message: (args: A) => string;
  readonly hint: (args: A) => string;
  /** The issue is about the whole file, whose text shows nothing: it is printed without a code frame. */
  readonly wholeFile?: boolean;
}

/** An entry of the catalogue; `A` types the arguments its message and hint read. */
function kind<A = Record<string, never>>(entry: IssueKind<A>): IssueKind<A> {
  return entry;
}

const quoted = (items: readonly string[]): string => items.map((item) => `"${item}"`).join(', ');
const either = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** How each kind of value reads in a message, and what to write to give one. */
const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};
const KIND_HINTS: Record<string, string> = {
  string: 'write a text value (quote it if it looks like a number, a date or yes/no)',
  number: 'write a number without quotes',
  boolean: 'write true or false',
  array: 'write a list, one "- item" per line',
  object: 'write a mapping of "key: value" lines, indented under this key',
};
const kindWords = (kinds: readonly string[]): string => either([...new Set(kinds.map((k) => KIND_WORDS[k] ?? k))]);

export const CATALOGUE = {
  // ------------------------------------------------------------------ files
  'file-missing': kind<{ file: string; holds: string }>({
    title: 'A manifest file is missing',
    severity: 'error',
    message: () => 'the manifest file is missing',
    hint: ({ file, holds }) => `create ${file}; it holds ${holds}`,
  }),
  'file-is-directory': kind<{ file: string }>({
    title: 'A folder stands where a manifest file should be',
    severity: 'error',
    message: () => 'this is a folder, not a manifest file',
    hint: ({ file }) => `move its contents away, remove the folder and write ${file} as a YAML file`,
  }),
  'file-not-text': kind<{ file: string; nul?: true; controls?: number; of?: number }>({
    title: 'A manifest file that is not text at all (a program, an image)',
    severity: 'error',
    wholeFile: true,
    message: ({ nul, controls, of }) =>
      `not a text file: it holds binary data (${nul ? 'NUL bytes' : `${controls} control characters in its first ${of}`}), not YAML`,
    hint: ({ file }) =>
      `put the YAML text of ${file} back (\`git checkout -- ${file}\` restores the committed one); a manifest file is UTF-8 text, so one saved as UTF-16 is saved again as UTF-8`,
  }),
  'file-not-utf8': kind({
    title: 'A manifest file is not UTF-8 text',
    severity: 'error',
    message: () => 'the file is not UTF-8 text: the bytes here are in another encoding',
    hint: () => 'save the file as UTF-8 (in most editors: "Save with encoding" › UTF-8); every manifest file is UTF-8',
  }),
  'control-character': kind<{ codePoint: string }>({
    title: 'A control character in a manifest file',
    severity: 'error',
    message: ({ codePoint }) => `the file holds the control character ${codePoint}`,
    hint: () => 'remove it: a manifest file holds printable text, spaces and line breaks only',
  }),
  'file-empty': kind<{ keys: readonly string[] }>({
    title: 'A manifest file holds no data',
    severity: 'error',
    message: () => 'the file holds no data',
    hint: ({ keys }) => `start it with the keys ${keys.join(', ')}`,
  }),
  'schema-modeline': kind<{ found?: string; expected: string }>({
    title: 'The editor schema line is missing or wrong',
    severity: 'error',
    message: ({ found }) =>
      found === undefined
        ? 'the file does not start with its editor schema line'
        : `the editor schema points at "${found}"`,
    hint: ({ expected }) =>
      `make the first line "# yaml-language-server: $schema=${expected}" so editors complete and validate as you type`,
  }),

  // ------------------------------------------------------------------- YAML
  'yaml-syntax': kind<{ detail: string }>({
    title: 'YAML that cannot be read',
    severity: 'error',
    message: ({ detail }) => `YAML syntax: ${detail}`,
    hint: () => 'check the indentation and the quoting of this line and the one before it',
  }),
  'yaml-unclosed': kind<{ opener: string; closer: string }>({
    title: 'A bracket or a quote is never closed',
    severity: 'error',
    message: ({ opener }) => `this ${opener} is never closed`,
    hint: ({ opener, closer }) =>
      opener.includes('quote')
        ? `end the text with ${closer} on this line, or remove the opening quote`
        : `close it with ${closer} at the end of the entry, on this line`,
  }),
  'yaml-colon-in-flow': kind<{ key: string; text: string }>({
    title: 'An unquoted ": " inside { … }',
    severity: 'error',
    message: ({ key }) => `a ": " inside { … } starts a new key, so the text of "${key}" cannot be read`,
    hint: ({ key, text }) => `put text that holds ": " in quotes: ${key}: "${text.replaceAll('"', '\\"')}"`,
  }),
  'yaml-colon-in-text': kind<{ key: string; text: string }>({
    title: 'An unquoted ": " inside a text',
    severity: 'error',
    message: ({ key }) => `a ": " inside the text of "${key}" starts a new key`,
    hint: ({ key, text }) => `put text that holds ": " in quotes: ${key}: "${text.replaceAll('"', '\\"')}"`,
  }),
  'yaml-unopened': kind<{ closer: string; opener: string }>({
    title: 'A closing bracket that closes nothing',
    severity: 'error',
    message: ({ closer }) => `this "${closer}" closes nothing`,
    hint: ({ opener }) => `remove it, or add the "${opener}" it closes`,
  }),
  'yaml-indent': kind({
    title: 'A key out of line with the keys beside it',
    severity: 'error',
    message: () => 'this key does not start in the same column as the keys of its mapping',
    hint: () => 'indent it as far as the keys above it (two spaces a level)',
  }),
  'yaml-block-moved-up': kind<{
    key: string;
    keyLine: number;
    lines: readonly [number, number];
    spaces: number;
    lineLeft: number;
  }>({
    title: 'A block moved a level to the left',
    severity: 'error',
    message: ({ key, keyLine, lines: [first, last], lineLeft }) =>
      `${first === last ? `line ${first} is a level to the left of where it belongs` : `lines ${first}-${last} are a level to the left of where they belong`}: under "${key}:" (line ${keyLine}), as line ${lineLeft} still is`,
    hint: ({ lines: [first, last], spaces, lineLeft }) =>
      `indent ${first === last ? `line ${first}` : `lines ${first}-${last}`} by ${spaces} more space${spaces === 1 ? '' : 's'}, as far as line ${lineLeft}`,
  }),
  'yaml-tab': kind({
    title: 'A tab indents a line',
    severity: 'error',
    message: () => 'a tab indents this line; YAML indents with spaces only',
    hint: () => 'replace the tab with spaces (the manifest indents by two spaces a level)',
  }),
  'yaml-tag': kind<{ tag: string }>({
    title: 'A YAML tag',
    severity: 'error',
    message: ({ tag }) => `the tag "${tag}" is not part of the manifest's language`,
    hint: ({ tag }) => `remove "${tag} " and write the value as it is`,
  }),
  'yaml-reserved-key': kind<{ key: string }>({
    title: 'A key JavaScript reserves',
    severity: 'error',
    message: ({ key }) => `the key "${key}" is reserved by JavaScript and cannot name data`,
    hint: () => 'rename the key: names start with a lower-case letter',
  }),
  'yaml-complex-key': kind<{ written: string }>({
    title: 'A list or mapping as a key',
    severity: 'error',
    message: ({ written }) => `a key must be a name, not a list or mapping: ${written}`,
    hint: () => 'write the key as a name: a word, or text in quotes',
  }),
  'yaml-alias-unknown': kind<{ alias: string; anchors: readonly string[]; setBelow?: number }>({
    title: 'An alias to an anchor not set above it',
    severity: 'error',
    message: ({ alias }) => `the alias "*${alias}" repeats nothing: no anchor "&${alias}" is set above it`,
    hint: ({ alias, anchors, setBelow }) => {
      if (setBelow !== undefined)
        return `"&${alias}" is set below, on line ${setBelow}: an alias repeats a value set above it, so move the anchor up or write the value out here`;
      const near = closest(alias, anchors);
      if (near !== undefined) return `did you mean "*${near}"?`;
      return `write the value out here; text that starts with "*" goes in quotes: "*${alias}"`;
    },
  }),
  'yaml-alias': kind<{ detail: string }>({
    title: 'An alias that cannot be expanded',
    severity: 'error',
    message: ({ detail }) => `YAML could not be read: ${detail}`,
    hint: () => 'write the values out instead of using aliases (*name)',
  }),
  'duplicate-key': kind<{ key: string; firstLine: number }>({
    title: 'A key repeated in one mapping',
    severity: 'error',
    message: ({ key, firstLine }) => `duplicate key "${key}" (first on line ${firstLine})`,
    hint: () => 'a key may appear once in a mapping: remove this one or rename it',
  }),
  'entry-first-line-lost': kind<{ key: string; repeated: readonly string[] }>({
    title: 'An entry of a list lost its first line, so it runs into the entry above',
    severity: 'error',
    message: ({ key, repeated }) =>
      `an entry's "- ${key}:" line is missing above this line: its keys (${repeated.join(', ')}) repeat those of the entry above`,
    hint: ({ key }) =>
      `write "- ${key}: …" above this line, at the "-" of the other entries; or, if these keys belong to the entry above, remove the repeated ones`,
  }),
  'flow-comma': kind<{ key: string; stray: string; text: string }>({
    title: 'An unquoted comma inside { … }',
    severity: 'error',
    message: ({ key, stray }) => `a comma inside { … } ended the text of "${key}", so YAML read "${stray}" as a key`,
    hint: ({ key, text }) => `put text that holds a comma in quotes: ${key}: "${text.replaceAll('"', '\\"')}"`,
  }),

  // ---------------------------------------------------------------- schema
  'unknown-key': kind<{ key: string; known: readonly string[]; beside?: 'texts' }>({
    title: 'A key the manifest does not know',
    severity: 'error',
    message: ({ key, beside }) =>
      beside === 'texts' ? `unknown key "${key}" beside the texts of each language` : `unknown key "${key}"`,
    hint: ({ key, known, beside }) =>
      beside === 'texts'
        ? `a text holds only ${known.join(' and ')}; move "${key}" to the mapping around it`
        : didYouMean(key, known, known.length > 0 ? `allowed here: ${known.join(', ')}` : 'remove it'),
  }),
  'missing-field': kind<{ field: string; under?: string; description?: string }>({
    title: 'A required field is missing',
    severity: 'error',
    message: ({ field }) => `missing required field "${field}"`,
    hint: ({ field, under, description }) =>
      `add "${field}:"${under ? ` under ${under}` : ' at the top level'}${description ? ` (${description})` : ''}`,
  }),
  'value-missing': kind<{ key: string; kinds: readonly string[] }>({
    title: 'A key without a value',
    severity: 'error',
    message: ({ key }) => `"${key}" has no value`,
    hint: ({ kinds }) => `write its value after the colon: ${kindWords(kinds)}`,
  }),
  'missing-translation': kind<{ locale: string; present: readonly string[] }>({
    title: 'A visible string lacks a language',
    severity: 'error',
    message: ({ locale }) => `missing the ${locale} translation`,
    hint: ({ locale, present }) => `add "${locale}: …" beside ${quoted(present)}`,
  }),
  'language-key-misspelt': kind<{ key: string; locale: string }>({
    title: 'A language key mistyped',
    severity: 'error',
    message: ({ key, locale }) => `unknown key "${key}", and the ${locale} translation is missing`,
    hint: ({ key, locale }) => `did you mean "${locale}"? rename "${key}" to "${locale}"`,
  }),
  'translation-empty': kind<{ locale: string }>({
    title: 'A translation is empty',
    severity: 'error',
    message: ({ locale }) => `the ${locale} text must be a non-empty string`,
    hint: () => 'write the text in this language',
  }),
  'wrong-type': kind<{ kinds: readonly string[]; got: string }>({
    title: 'A value of the wrong kind',
    severity: 'error',
    message: ({ kinds, got }) => `expected ${kindWords(kinds)}, got ${got}`,
    hint: ({ kinds }) => (kinds.length === 1 && KIND_HINTS[kinds[0] ?? '']) || `write ${kindWords(kinds)} here`,
  }),
  'value-not-allowed': kind<{ got: string; allowed: readonly string[] }>({
    title: 'A value outside its list',
    severity: 'error',
    message: ({ got, allowed }) => `"${got}" is not allowed; expected ${allowed.map((v) => `"${v}"`).join(' or ')}`,
    hint: ({ got, allowed }) => didYouMean(got, allowed, `use one of ${allowed.join(', ')}`),
  }),
  'invalid-key': kind<{ key: string; reason: string }>({
    title: 'A key of the wrong form',
    severity: 'error',
    message: ({ key, reason }) => `the key "${key}" ${reason}`,
    hint: () => 'rename the key',
  }),
  'invalid-value': kind<{ reason: string }>({
    title: 'A value of the wrong form',
    severity: 'error',
    message: ({ reason }) => reason,
    hint: () => 'correct the value',
  }),

  // ---------------------------------------------------------------- routes
  'route-path-slash': kind<{ path: string; links: number }>({
    title: 'A route path without its leading slash',
    severity: 'error',
    message: () => 'must start with "/"',
    hint: ({ path, links }) => {
      const then = links === 1 ? `the link to /${path} then resolves` : `the ${links} links to /${path} then resolve`;
      return `write "/${path}"${links > 0 ? ` (${then})` : ''}`;
    },
  }),
  'route-path-param': kind<{ parameter: string }>({
    title: 'A route path with a parameter',
    severity: 'error',
    message: ({ parameter }) => `holds a parameter ("${parameter}"); the specification's pages take none`,
    hint: () => 'remove it and pass the value in the query string, as /newsdetail does',
  }),
  'route-path-format': kind<{ suggestion: string }>({
    title: 'A route path of the wrong form',
    severity: 'error',
    message: () => 'must be lower-case letters, digits and single "-" after each "/", with no trailing "/"',
    hint: ({ suggestion }) => `write "${suggestion}"`,
  }),
  'route-conflict': kind<{ path: string; firstLine: number; firstPage: string; page: string }>({
    title: 'A path registered twice with different pages',
    severity: 'error',
    message: ({ path, firstLine, firstPage, page }) =>
      `repeats ${path} from line ${firstLine} with a different page ("${firstPage}" there, "${page}" here)`,
    hint: () => 'a path renders one page: rename one of the paths, or give both the same page',
  }),
  'route-repeated': kind<{ path: string; firstLine: number }>({
    title: 'A path registered twice without saying so',
    severity: 'warning',
    message: ({ path, firstLine }) => `repeats ${path} (line ${firstLine}) with the same page`,
    hint: () =>
      'only the first registration is matched; remove this one, or add "repeat: true" where the specification registers the path twice',
  }),
  'route-repeat-unused': kind<{ path: string }>({
    title: '"repeat: true" on a path registered once',
    severity: 'error',
    message: ({ path }) => `"repeat: true" but no earlier route has the path ${path}`,
    hint: () => 'remove "repeat: true": it declares the second registration of a path',
  }),
  'route-name-duplicate': kind<{ name: string; firstLine: number }>({
    title: 'Two routes of one name',
    severity: 'error',
    message: ({ name, firstLine }) => `route name "${name}" is already used on line ${firstLine}`,
    hint: () => 'give every route its own name',
  }),
  'route-page-unknown': kind<{ page: string; pages: readonly string[] }>({
    title: 'A route renders a page pages.yaml does not declare',
    severity: 'error',
    message: ({ page }) => `page "${page}" is not declared in pages.yaml`,
    hint: ({ page, pages }) =>
      didYouMean(page, pages, `add "${page}:" with a title and description to spec/pages.yaml`),
  }),
  'route-page-no-component': kind<{ page: string; modules: readonly string[] }>({
    title: 'A route renders a page with no module',
    severity: 'error',
    message: ({ page }) => `page "${page}" has no component in the site`,
    hint: ({ page, modules }) => {
      const near = closest(page, modules);
      const create = `create site/src/pages/${page}.tsx exporting "Component"`;
      return near ? `did you mean "${near}"? otherwise ${create}` : create;
    },
  }),
  'route-page-no-export': kind<{
    page: string;
    /** How the module fails to export it (generator/code/reading.ts), and where (`file:line:col`). */
    reason: 'missing' | 'default' | 'type' | 're-export';
    at: string;
    from?: string;
  }>({
    title: 'A page module without the Component export',
    severity: 'error',
    message: ({ page, reason, at, from }) => {
      const module = `site/src/pages/${page}.tsx`;
      if (reason === 'default')
        return `${module} exports its component as the default export (${at}), not as "Component"`;
      if (reason === 'type') return `${module} exports "Component" as a type only (${at})`;
      if (reason === 're-export')
        return `${module} re-exports "Component" from "${from ?? ''}" (${at}), which does not export it`;
      return `${module} does not export "Component"`;
    },
    hint: ({ reason, from }) => {
      if (reason === 'default')
        return 'name the export: "export function Component() { … }" (or add "export { Page as Component }"); the router loads "Component"';
      if (reason === 'type') return 'export the component itself, a function or a const, not a type of that name';
      if (reason === 're-export')
        return `export "Component" from ${from ?? 'that module'}, or re-export the name it has there: export { Page as Component } from '${from ?? './page'}'`;
      return 'export the page as "export function Component() { … }": the router loads that name';
    },
  }),
  'page-unused': kind<{ page: string }>({
    title: 'A page no route renders',
    severity: 'warning',
    message: ({ page }) => `page "${page}" is not rendered by any route`,
    hint: () => 'add a route for it in routes.yaml or remove it',
  }),

  // ----------------------------------------------------------------- links
  'unknown-path': kind<{ target: string; paths: readonly string[] }>({
    title: 'A link to a path no route has',
    severity: 'error',
    message: ({ target }) => `no route has the path "${target}"`,
    hint: ({ target, paths }) =>
      didYouMean(target, paths, 'point it at a path declared in routes.yaml, or add that route'),
  }),
  'dashboard-mismatch': kind<{ redirect: string; dashboard: string }>({
    title: 'The shell redirects elsewhere than the dashboard',
    severity: 'error',
    message: ({ redirect, dashboard }) => `the shell redirects to "${redirect}" but app.dashboard is "${dashboard}"`,
    hint: () => 'the shell redirects to the dashboard: make the two paths equal',
  }),
  'nav-id-duplicate': kind<{ id: string; firstLine: number }>({
    title: 'Two navigation entries of one id',
    severity: 'error',
    message: ({ id, firstLine }) => `navigation id "${id}" is already used on line ${firstLine}`,
    hint: () => 'ids name the label in the message catalogue (nav.<id>): make each one unique',
  }),

  // ------------------------------------------------- languages and messages
  'locale-duplicate': kind<{ locale: string; firstIndex: number }>({
    title: 'A language listed twice',
    severity: 'error',
    message: ({ locale, firstIndex }) => `the language "${locale}" is already listed (item ${firstIndex + 1})`,
    hint: () => 'list each language once',
  }),
  'locale-default': kind<{ locale: string; available: readonly string[] }>({
    title: 'The default language is not offered',
    severity: 'error',
    message: ({ locale }) => `the default locale "${locale}" is not available`,
    hint: ({ available }) => `choose one of ${available.join(', ')}`,
  }),
  'placeholder-mismatch': kind<{ detail: string }>({
    title: 'Translations with different placeholders',
    severity: 'error',
    message: ({ detail }) => `the translations use different placeholders: ${detail}`,
    hint: () => 'every translation must use the same {placeholders}',
  }),
  'reserved-message-group': kind<{ group: string; reserved: readonly string[] }>({
    title: 'A message group the generator fills',
    severity: 'error',
    message: ({ group }) => `the message group "${group}" is filled by the generator`,
    hint: ({ reserved }) => `rename the group; ${reserved.join(', ')} are reserved`,
  }),
  'message-group-duplicate': kind<{ group: string; firstLine: number }>({
    title: 'Two message groups of one name',
    severity: 'error',
    message: ({ group, firstLine }) => `the message group "${group}" is already defined on line ${firstLine}`,
    hint: () => 'rename one of them: keys are written group.key, so two groups of one name would collide',
  }),

  // --------------------------------------------------------- content, jobs
  'content-untranslated': kind<{ locales: readonly string[] }>({
    title: 'Page text written in one language only',
    severity: 'error',
    message: () => 'this text is written once, so every language would show it as it is',
    hint: ({ locales }) =>
      `write it as { ${locales.map((locale) => `${locale}: …`).join(', ')} }; plain values are for figures, units and model numbers`,
  }),
  'content-field-missing': kind<{ page: string; field: string; holder: string; fields: readonly string[] }>({
    title: 'A page reads a content field the manifest does not have',
    severity: 'error',
    message: ({ page, field, holder }) =>
      `the site reads the content field "${field}" of "${page}", which the manifest does not have (pages.${page}.content, ${holder})`,
    hint: ({ page, field, fields }) =>
      didYouMean(
        field,
        fields,
        `add "${field}" to pages.${page}.content in every language, or read a field the page has`,
      ),
  }),
  'content-field-unread': kind<{ page: string; field: string; taken: string }>({
    title: 'Content no page reads',
    severity: 'warning',
    message: ({ page, field, taken }) =>
      `no page reads the content field "${field}" of "${page}" (its content is imported at ${taken})`,
    hint: ({ field }) => `show it in the page (e.g. text.${field}) or remove it from the manifest`,
  }),
  'content-not-imported': kind<{ page: string; count: number; module: string }>({
    title: 'A page whose content no module imports',
    severity: 'warning',
    message: ({ page, count, module }) =>
      `no module imports the content of "${page}", so none of its ${count} content field${count === 1 ? '' : 's'} is shown (its page: ${module})`,
    hint: ({ page }) =>
      `read it in the page: "const text = usePageText(content)", content imported from '../generated/pages/${page}.gen'; or remove the content`,
  }),
  'compiler-options-unreadable': kind<{ detail: string; then?: string }>({
    title: "The site's compiler options cannot be read",
    severity: 'error',
    message: ({ detail }) => `tsconfig.json cannot be read, so neither can the site's code: ${detail}`,
    hint: ({ then }) => `fix it here (\`npx tsc -p tsconfig.json\` shows the same)${then ? `, then ${then}` : ''}`,
  }),
  'job-id-duplicate': kind<{ id: string; firstLine: number }>({
    title: 'Two job posts of one id',
    severity: 'error',
    message: ({ id, firstLine }) => `job post id "${id}" is already used on line ${firstLine}`,
    hint: () => 'give every job post its own id',
  }),

  // ---------------------------------------------------------------- clauses
  'clause-duplicate': kind<{ id: string; firstLine: number }>({
    title: 'Two clauses of one id',
    severity: 'error',
    message: ({ id, firstLine }) => `clause id "${id}" is already used on line ${firstLine}`,
    hint: () => 'give every clause its own id; tests refer to clauses by id',
  }),
  'decision-not-found': kind<{ record: string; records: readonly string[] }>({
    title: 'A clause links a decision record that does not exist',
    severity: 'error',
    message: ({ record }) => `the decision record "${record}" does not exist`,
    hint: ({ record, records }) =>
      didYouMean(record, records, 'write it (context, decision, consequences) or fix the path'),
  }),
  'decision-missing': kind<{ id: string }>({
    title: 'A decision clause without its record',
    severity: 'error',
    message: ({ id }) => `decision clause "${id}" links no decision record`,
    hint: () =>
      'add "decision: docs/decisions/NNN-title.md", or list the clause in expectations.yaml while the decision is pending',
  }),
  'unknown-clause': kind<{ id: string; ids: readonly string[] }>({
    title: 'An expectation of a clause that does not exist',
    severity: 'error',
    message: ({ id }) => `no clause has the id "${id}"`,
    hint: ({ id, ids }) => didYouMean(id, ids, 'use an id from clauses.yaml'),
  }),
  'expectation-duplicate': kind<{ id: string; firstLine: number }>({
    title: 'A clause expected twice',
    severity: 'error',
    message: ({ id, firstLine }) => `clause "${id}" is already expected on line ${firstLine}`,
    hint: () => 'list each clause once',
  }),

  // ------------------------ the commands that edit the manifest (make page, make move-route, make remove-page)
  'edit-manifest-invalid': kind<{ action: string }>({
    title: 'A command that edits the manifest met a manifest with errors',
    severity: 'error',
    message: () => 'the manifest has errors, shown above',
    hint: ({ action }) => `fix them first (\`make generate\` shows them too), then ${action}`,
  }),
  'edit-result-invalid': kind<{ command: string; what: string; byHand: string }>({
    title: 'An edit that would leave the manifest with errors (a bug of the command)',
    severity: 'error',
    message: ({ command, what }) =>
      `${what} would leave the manifest with the errors shown above (a bug of ${command})`,
    hint: ({ byHand }) => `nothing was written; ${byHand} and report this`,
  }),
  'edit-not-collection': kind<{ expected: 'a list' | 'a mapping' | 'a list or a mapping' }>({
    title: 'A command edits a collection that is not one',
    severity: 'error',
    message: ({ expected }) => `is not ${expected}`,
    hint: () => 'restore its shape',
  }),
  'edit-inline': kind<{ command: string; verb: 'adds only to' | 'removes only from' }>({
    title: 'A command edits a collection written inline',
    severity: 'error',
    message: ({ command, verb }) =>
      `is written inline ([ … ] or { … }); ${command} ${verb} a collection written one entry a line`,
    hint: ({ command }) => `write it one entry a line, then run ${command} again`,
  }),
  'edit-entry-unreadable': kind<{ command: string; what: 'an entry' | 'a key' }>({
    title: 'A command edits an entry it cannot find in the text',
    severity: 'error',
    message: ({ command, what }) => `has ${what} ${command} cannot read`,
    hint: ({ what }) => (what === 'a key' ? 'write plain keys' : 'write one entry a line ("- …")'),
  }),
  'edit-generate-failed': kind<{ done: string }>({
    title: 'A command edited the project, then make generate failed',
    severity: 'error',
    message: ({ done }) => `${done}, but make generate failed (above)`,
    hint: () => 'fix that and run make generate',
  }),
  'edit-write-failed': kind<{ detail: string }>({
    title: 'A command could not write its files',
    severity: 'error',
    message: ({ detail }) => `${detail}; nothing was written`,
    hint: () =>
      'clear what stands in the way (a folder where a file goes, a file that may not be written, a full disk), then run the command again',
  }),
  'variable-missing': kind<{ usage: string }>({
    title: 'A command without a make variable it needs',
    severity: 'error',
    message: () => 'is missing',
    hint: ({ usage }) => `write ${usage}`,
  }),
  'route-variable-slash': kind<{ variable: 'ROUTE' | 'TO'; suggestion: string }>({
    title: 'A command given a route path without its leading slash',
    severity: 'error',
    message: () => 'must start with "/"',
    hint: ({ variable, suggestion }) => `write ${variable}=${suggestion}`,
  }),
  'route-variable-format': kind<{ variable: 'ROUTE' | 'TO'; suggestion: string }>({
    title: 'A command given a route path of the wrong form',
    severity: 'error',
    message: () =>
      'must be lower-case letters, digits and single "-" after each "/", with no trailing "/" and no parameter',
    hint: ({ variable, suggestion }) => `write ${variable}=${suggestion}`,
  }),
  'route-variable-taken': kind<{ variable: 'ROUTE' | 'TO'; path: string; page: string }>({
    title: 'A command given a route path another route has',
    severity: 'error',
    message: ({ variable, path, page }) => `${variable}=${path}: the path is already routed, to the page "${page}"`,
    hint: ({ variable }) =>
      variable === 'ROUTE' ? 'choose another ROUTE, or edit this route' : 'choose another TO, or move that route first',
  }),
  'page-id-format': kind<{ suggestion: string }>({
    title: 'make page given an id that is not kebab-case',
    severity: 'error',
    message: () => 'must be kebab-case: lower-case words of letters and digits joined by "-"',
    hint: ({ suggestion }) => `write ID=${suggestion}`,
  }),
  'page-template-unknown': kind<{ templates: readonly string[] }>({
    title: 'make page given a template that does not exist',
    severity: 'error',
    message: () => 'is not a page template',
    hint: ({ templates }) => `choose one of: ${templates.join(', ')}`,
  }),
  'page-exists': kind<{ id: string }>({
    title: 'make page given the id of a page that exists',
    severity: 'error',
    message: ({ id }) => `ID=${id}: the page already exists`,
    hint: () => 'choose another ID, or edit this page',
  }),
  'page-module-exists': kind<{ id: string; pages: string }>({
    title: 'make page given the id of a page module that exists',
    severity: 'error',
    message: ({ id }) => `ID=${id}: the page module already exists`,
    hint: ({ pages }) => `choose another ID, or declare its page in ${pages}`,
  }),
  'page-route-name-used': kind<{ name: string }>({
    title: 'make page would give its route a name another route has',
    severity: 'error',
    message: ({ name }) => `the route name "${name}" is already used`,
    hint: () => 'pass ROUTE_NAME=<another name> (by default the name is the path without its first "/")',
  }),
  'page-nav-unknown': kind<{ file: string; ids: readonly string[] }>({
    title: 'make page given a NAV that is neither a header menu nor a footer group',
    severity: 'error',
    message: ({ file }) => `is neither a header menu nor a footer group of ${file}`,
    hint: ({ ids }) => `choose one of: ${ids.join(', ')}`,
  }),
  'page-nav-id-used': kind<{ id: string; footer: boolean }>({
    title: 'make page would give its link an id navigation.yaml already has',
    severity: 'error',
    message: ({ id }) => `the navigation id "${id}" is already used`,
    hint: ({ footer }) =>
      `the new link's id is ${footer ? '"footer-" and ' : ''}the page id, and names its label nav.<id>: choose another ID`,
  }),
  'template-missing': kind({
    title: 'make page given a template whose module is gone',
    severity: 'error',
    message: () => 'the template module is missing',
    hint: () => 'restore it (site/src/templates/), or choose another TEMPLATE=',
  }),
  'template-export-missing': kind<{ component: string }>({
    title: 'make page given a template that no longer exports its component',
    severity: 'error',
    message: ({ component }) => `the template no longer exports "${component}"`,
    hint: ({ component }) =>
      `export the template's component as "${component}" (generator/code/page-module.ts names it)`,
  }),
  'template-choice-missing': kind<{ component: string; prop: string }>({
    title: 'make page given a template whose choice prop is gone',
    severity: 'error',
    message: ({ component, prop }) => `"${component}" has no prop "${prop}" of named values make page can choose from`,
    hint: ({ prop }) =>
      `give it a prop "${prop}" typed as a union of string literals, or update generator/code/page-module.ts`,
  }),
  'move-route-same': kind({
    title: 'make move-route given the path the route has',
    severity: 'error',
    message: () => 'is the path the route has already',
    hint: () => 'choose another TO',
  }),
  'move-route-unknown': kind<{ from: string; paths: readonly string[] }>({
    title: 'make move-route given a path no route has',
    severity: 'error',
    message: () => 'no route has this path',
    hint: ({ from, paths }) => {
      const near = closest(from, paths);
      return near === undefined ? 'choose one of the paths of spec/routes.yaml' : `did you mean FROM=${near}?`;
    },
  }),
  'remove-page-unknown': kind<{ id: string; ids: readonly string[] }>({
    title: 'make remove-page given an id no page has',
    severity: 'error',
    message: () => 'no page has this id',
    hint: ({ id, ids }) => {
      const near = closest(id, ids);
      return near === undefined ? 'give the id of a page of spec/pages.yaml' : `did you mean ID=${near}?`;
    },
  }),
  'remove-page-unknown-route': kind<{ route: string; paths: readonly string[] }>({
    title: 'make remove-page given a path no route has',
    severity: 'error',
    message: () => 'no route has this path',
    hint: ({ route, paths }) => {
      const near = closest(route, paths);
      return near === undefined
        ? 'give a path of spec/routes.yaml, or the page: ID=<page id>'
        : `did you mean ROUTE=${near}?`;
    },
  }),
  'remove-page-route-mismatch': kind<{ route: string; page: string; id: string }>({
    title: 'make remove-page given an ID and a ROUTE of two pages',
    severity: 'error',
    message: ({ route, page, id }) => `ROUTE=${route} is routed to the page "${page}", not to ID=${id}`,
    hint: () => 'give ID= or ROUTE= alone, or both of one page',
  }),
  'remove-page-redirect': kind<{ id: string; path: string }>({
    title: 'make remove-page given the page the shell redirects to',
    severity: 'error',
    message: ({ id, path }) => `the shell redirects "/" to ${path}, a route of the page "${id}"`,
    hint: () =>
      'redirect the shell to another route (app.dashboard in spec/app.yaml names the same path), then remove the page',
  }),
  'remove-page-dashboard': kind<{ id: string; path: string }>({
    title: 'make remove-page given the dashboard',
    severity: 'error',
    message: ({ id, path }) => `the dashboard is ${path}, a route of the page "${id}"`,
    hint: () =>
      'make another route the dashboard (and the redirect of the shell in spec/routes.yaml), then remove the page',
  }),
  'remove-page-not-found': kind<{ id: string }>({
    title: 'make remove-page given the not-found page',
    severity: 'error',
    message: ({ id }) => `"${id}" is the page the shell shows for an unknown path`,
    hint: () => 'the site needs one: name another page under shell.notFound first, then remove this one',
  }),
  'remove-page-linked': kind<{ id: string; target: string; by: string }>({
    title: 'make remove-page given a page the manifest still links to',
    severity: 'error',
    message: ({ id, target, by }) => `${by} links to ${target}, a route of the page "${id}"`,
    hint: () => 'point the link at another route or remove it, then remove the page',
  }),
  'remove-page-code-link': kind<{ id: string; target: string }>({
    title: "make remove-page given a page the site's code still links to",
    severity: 'error',
    message: ({ id, target }) => `the site's code links to ${target}, a route of the page "${id}"`,
    hint: () => 'point the link at another route or remove it, then remove the page',
  }),
  'remove-page-imported': kind<{ id: string; module: string }>({
    title: 'make remove-page given a page whose module or words another module imports',
    severity: 'error',
    message: ({ id, module }) => `imports ${module}, which goes with the page "${id}"`,
    hint: () => 'import it no more (or move what it needs to a module of its own), then remove the page',
  }),
  'remove-page-last-link': kind<{ id: string; group: string }>({
    title: 'make remove-page would leave a footer group without a link',
    severity: 'error',
    message: ({ id, group }) => `the footer group "${group}" links only to the page "${id}", and cannot be empty`,
    hint: () => 'add another link to the group, or remove the group, then remove the page',
  }),

  // ------------------------------------------------------------- the run
  'checks-skipped': kind<{ checks: readonly string[]; files: readonly string[] }>({
    title: 'Checks across files that could not run',
    severity: 'warning',
    message: ({ checks, files }) =>
      `${checks.length} check${checks.length === 1 ? '' : 's'} across files did not run because ${either(files)} ${files.length === 1 ? 'has' : 'have'} errors: ${checks.join(', ')}`,
    hint: () => 'fix the errors above and run again; those checks then run too',
  }),
} as const;

export type IssueCode = keyof typeof CATALOGUE;
/** The arguments the message and the hint of `code` read. */
export type IssueArgs<C extends IssueCode> = Parameters<(typeof CATALOGUE)[C]['message']>[0];

/** A code with its arguments, before it has a place: what a command that edits the manifest refuses. */
export type CodedIssue = { [C in IssueCode]: { readonly code: C; readonly args: IssueArgs<C> } }[IssueCode];

/** The message and the hint of `code` from the catalogue. */
export function issueText<C extends IssueCode>(code: C, args: IssueArgs<C>): { message: string; hint: string } {
  const entry = CATALOGUE[code] as unknown as IssueKind<IssueArgs<C>>;
  return { message: entry.message(args), hint: entry.hint(args) };
}

/**
 * A refusal of a command that edits the manifest: where (`file:line:col`, or the command for a
 * make variable), the data path or the variable, and its code, message and hint from the catalogue.
 */
export interface Problem {
  readonly code: IssueCode;
  readonly where: string;
  readonly path: string;
  readonly message: string;
  readonly hint: string;
}

/** The refusal of `code` at `where` (and the data path or variable `path`), its words from the catalogue. */
export function problem<C extends IssueCode>(code: C, args: IssueArgs<C>, where: string, path = ''): Problem {
  return { code, where, path, ...issueText(code, args) };
}

/** The issue of `code` at `place`, its severity, message and hint from the catalogue. */
export function makeIssue<C extends IssueCode>(code: C, args: IssueArgs<C>, place: Place): Issue {
  return { severity: CATALOGUE[code].severity, code, ...place, ...issueText(code, args) };
}

export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly Issue[] }
  | { readonly ok: false; readonly issues: readonly Issue[] };

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** Issues in reading order: by file, then line, then column, errors before warnings on a tie. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.message.localeCompare(b.message),
  );
}

/** Levenshtein distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

/** The candidate closest to `word`, when it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const tolerance = Math.max(2, Math.floor(word.length / 4));
  return bestDistance <= tolerance ? best : undefined;
}

/**
 * The unknown keys of a text that are its missing languages mistyped (`zh-cn` where `zh-CN` is
 * missing), each with the language it was meant to be: one mistake, reported once at the key.
 */
export function misspeltLanguages(unknownKeys: readonly string[], missing: readonly string[]): Map<string, string> {
  const meant = new Map<string, string>();
  const left = new Set(missing);
  for (const key of unknownKeys) {
    const locale = closest(key, left);
    if (locale === undefined) continue;
    meant.set(key, locale);
    left.delete(locale);
  }
  return meant;
}

export function didYouMean(word: string, candidates: Iterable<string>, otherwise: string): string {
  const match = closest(word, candidates);
  return match === undefined ? otherwise : `did you mean "${match}"?`;
}
