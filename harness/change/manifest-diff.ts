// What a change does to the manifest, in its own terms: each text of each language, each setting,
// route, menu entry, message and clause that differs between two versions of spec/*.yaml, with
// its value before and after and where it is written now. A map whose keys are the manifest's
// languages is one text in several languages: each language is a fact of its own, so that the
// impact follows the language that changed (decision 049).
import { LineCounter, type Node, parseDocument } from 'yaml';
import { isDraftText } from '../../generator/drafts.ts';

export type Path = readonly (string | number)[];

/** What a fact is about, as a reader of the site would name it. */
export type Subject =
  | { readonly kind: 'page'; readonly page: string }
  | { readonly kind: 'message'; readonly key: string }
  | { readonly kind: 'menu'; readonly entry: string }
  | { readonly kind: 'route'; readonly route: string }
  | { readonly kind: 'setting'; readonly key: string }
  | { readonly kind: 'constant'; readonly key: string }
  | { readonly kind: 'language'; readonly key: string }
  | { readonly kind: 'clause'; readonly id: string }
  | { readonly kind: 'expectation'; readonly id: string }
  | { readonly kind: 'other'; readonly key: string };

export interface Fact {
  /** POSIX path relative to the project root, e.g. `spec/pages.yaml`. */
  readonly file: string;
  /** Where in the file's data: `['pages', 'smart-city', 'content', 'intro', 0]`. */
  readonly path: Path;
  readonly subject: Subject;
  /** The language of a text; undefined for a value every language shares (a route, a figure). */
  readonly locale?: string;
  readonly change: 'changed' | 'added' | 'removed';
  /** The value as a reader sees it: a scalar's text, or a short rendering of what was there. */
  readonly before?: string;
  readonly after?: string;
  /** 1-based, in the file as it is now (for a removal, where the removed value was). */
  readonly line: number;
  readonly column: number;
  /**
   * For a text of one language: the manifest's other languages of the same text that did not
   * change (a translation that may now say what the old text said).
   */
  readonly unchangedLocales?: readonly string[];
  /** The text after the change (or before, for a removal) is a draft (decision 035). */
  readonly draft?: boolean;
}

export interface ManifestVersion {
  /** File path → text; a file absent from this version is absent from the map. */
  readonly files: ReadonlyMap<string, string>;
}

interface Parsed {
  readonly value: unknown;
  readonly position: (path: Path) => { line: number; column: number } | undefined;
}

function parse(text: string | undefined): Parsed | undefined {
  if (text === undefined) return undefined;
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  if (doc.errors.length > 0) return undefined;
  const position = (path: Path) => {
    // The deepest node of the path that exists: a removed key is shown where its parent is.
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true) as Node | undefined;
      const start = node?.range?.[0];
      if (start !== undefined) {
        const { line, col } = lines.linePos(start);
        return { line, column: col };
      }
    }
    return undefined;
  };
  return { value: doc.toJS({ maxAliasCount: -1 }), position };
}

/** The languages of a version of the manifest: app.yaml's `locales.available`. */
function languagesOf(app: Parsed | undefined): string[] {
  const locales = (app?.value as { locales?: { available?: unknown } } | undefined)?.locales?.available;
  return Array.isArray(locales) ? locales.filter((tag): tag is string => typeof tag === 'string') : [];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** A text in several languages: a map whose keys are all languages and whose values are texts. */
function isLocalized(value: unknown, languages: ReadonlySet<string>): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => languages.has(key)) && Object.values(value).every(isScalar);
}

/** How a reader sees a value: a scalar as written, anything larger in a line of YAML's flow style. */
export function render(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (isScalar(value)) return String(value);
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** The key that identifies an item of a list across versions: its id or name, else its place. */
function itemKey(item: unknown, index: number): string {
  if (isObject(item)) {
    if (typeof item.id === 'string') return `id:${item.id}`;
    if (typeof item.name === 'string') return `name:${item.name}`;
    if (typeof item.clause === 'string') return `clause:${item.clause}`;
  }
  return `#${index}`;
}

/** What the fact at `path` of `file` is about. */
export function subjectOf(file: string, path: Path, value: unknown): Subject {
  const [first, second, third] = path;
  const name = file.replace(/^.*\//, '');
  const itemName = (item: unknown, fallback: string | number | undefined): string =>
    isObject(item) && typeof item.id === 'string'
      ? item.id
      : isObject(item) && typeof item.name === 'string'
        ? item.name
        : String(fallback ?? '');
  switch (name) {
    case 'pages.yaml':
      return first === 'pages' && typeof second === 'string'
        ? { kind: 'page', page: second }
        : { kind: 'other', key: path.join('.') };
    case 'messages.yaml':
      return first === 'messages' && typeof second === 'string' && typeof third === 'string'
        ? { kind: 'message', key: `${second}.${third}` }
        : { kind: 'message', key: path.slice(1).join('.') };
    case 'navigation.yaml':
      return { kind: 'menu', entry: itemName(value, path.slice(0, 2).join(' ')) };
    case 'routes.yaml':
      return first === 'routes' ? { kind: 'route', route: itemName(value, second) } : { kind: 'route', route: 'shell' };
    case 'clauses.yaml':
      return { kind: 'clause', id: itemName(value, second) };
    case 'expectations.yaml':
      return { kind: 'expectation', id: itemName(value, second) };
    case 'app.yaml':
      if (first === 'constants') return { kind: 'constant', key: path.slice(1, 3).join('.') };
      if (first === 'locales') return { kind: 'language', key: path.slice(1, 2).join('.') };
      return { kind: 'setting', key: path.slice(0, 2).join('.') };
    default:
      return { kind: 'other', key: path.join('.') };
  }
}

/**
 * The facts that differ between two versions of the manifest's files (`spec/*.yaml`). A file that
 * cannot be read as YAML in either version is one fact for the whole file.
 */
/**
 * Whether `facts` rewrite texts and nothing else: each says a text of one language changed (no
 * text added or removed, no structure). The impact asks it of the site's facts, the selection of
 * all of them.
 */
export function rewritesTextsOnly(facts: readonly Fact[]): boolean {
  return facts.length > 0 && facts.every((fact) => fact.locale !== undefined && fact.change === 'changed');
}

export function diffManifest(before: ManifestVersion, after: ManifestVersion): Fact[] {
  const facts: Fact[] = [];
  const appBefore = parse(before.files.get('spec/app.yaml'));
  const appAfter = parse(after.files.get('spec/app.yaml'));
  const languages = new Set([...languagesOf(appBefore), ...languagesOf(appAfter)]);
  const files = [...new Set([...before.files.keys(), ...after.files.keys()])].sort();
  for (const file of files) {
    const oldText = before.files.get(file);
    const newText = after.files.get(file);
    if (oldText === newText) continue;
    const old = parse(oldText);
    const now = parse(newText);
    if ((oldText !== undefined && !old) || (newText !== undefined && !now)) {
      facts.push({
        file,
        path: [],
        subject: { kind: 'other', key: file },
        change: oldText === undefined ? 'added' : newText === undefined ? 'removed' : 'changed',
        before: oldText === undefined ? undefined : 'the file',
        after: newText === undefined ? undefined : 'the file, which is not valid YAML',
        line: 1,
        column: 1,
      });
      continue;
    }
    const where = (path: Path) => now?.position(path) ?? old?.position(path) ?? { line: 1, column: 1 };
    walk(file, [], old?.value, now?.value, undefined);

    function push(fact: Omit<Fact, 'line' | 'column' | 'file'>): void {
      const text = fact.after ?? fact.before;
      facts.push({
        file,
        ...fact,
        ...where(fact.path),
        ...(text !== undefined && isDraftText(text) ? { draft: true } : {}),
      });
    }

    function walk(file: string, path: Path, a: unknown, b: unknown, item: unknown): void {
      if (isLocalized(a, languages) || isLocalized(b, languages)) {
        const oldTexts = isLocalized(a, languages) ? a : {};
        const newTexts = isLocalized(b, languages) ? b : {};
        if (!isLocalized(a, languages) && a !== undefined) {
          push({ path, subject: subjectOf(file, path, item), change: 'changed', before: render(a), after: render(b) });
          return;
        }
        const tags = [...new Set([...Object.keys(oldTexts), ...Object.keys(newTexts)])];
        const changed = tags.filter((tag) => oldTexts[tag] !== newTexts[tag]);
        const unchanged = tags.filter((tag) => !changed.includes(tag) && tag in newTexts);
        for (const tag of changed) {
          const [x, y] = [oldTexts[tag], newTexts[tag]];
          push({
            path: [...path, tag],
            subject: subjectOf(file, path, item),
            locale: tag,
            change: x === undefined ? 'added' : y === undefined ? 'removed' : 'changed',
            before: render(x),
            after: render(y),
            ...(a !== undefined && b !== undefined && unchanged.length > 0 ? { unchangedLocales: unchanged } : {}),
          });
        }
        return;
      }
      if (Array.isArray(a) && Array.isArray(b)) {
        const keyed = (list: unknown[]) =>
          new Map(list.map((entry, index) => [itemKey(entry, index), { entry, index }]));
        const [oldItems, newItems] = [keyed(a), keyed(b)];
        for (const [key, { entry, index }] of newItems) {
          const previous = oldItems.get(key);
          walk(file, [...path, index], previous?.entry, entry, isObject(entry) ? entry : item);
        }
        for (const [key, { entry, index }] of oldItems)
          if (!newItems.has(key)) walk(file, [...path, index], entry, undefined, isObject(entry) ? entry : item);
        return;
      }
      if (isObject(a) && isObject(b)) {
        for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
          walk(file, [...path, key], a[key], b[key], item);
        return;
      }
      if (a === b || (isScalar(a) && isScalar(b) && String(a) === String(b) && typeof a === typeof b)) return;
      if (JSON.stringify(a) === JSON.stringify(b)) return;
      push({
        path,
        subject: subjectOf(file, path, isObject(b) ? b : isObject(a) ? a : item),
        change: a === undefined ? 'added' : b === undefined ? 'removed' : 'changed',
        before: render(a),
        after: render(b),
      });
    }
  }
  return facts;
}
