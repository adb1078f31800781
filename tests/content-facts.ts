// What a content page shows, checked against the specification's facts (tests/oracle/): pure
// functions from what a test read on a page to what is wrong with it, each problem in words that
// name the page, the language, the specification's value and what the page shows. An empty list:
// the page shows the fact. The Playwright and WebKit suites read the page each in their own way
// and share these (tests/expect-fact.ts names the fact around them).
import { expectedAs, matches, quoted } from './expect-fact';
import { type KeyFigure, NEWS_ARTICLES, NEWS_CATEGORIES, type NewsArticle } from './oracle/content';
import { HOTLINE } from './oracle/decided';
import type { Locale } from './oracle/routes';

// ── Lists, texts, figures and tables ────────────────────────────────────────────────────────

/** `where` shows exactly `expected`, in order. */
export function listProblems(
  shown: readonly string[],
  expected: readonly (string | RegExp)[],
  where: string,
): string[] {
  const same = shown.length === expected.length && expected.every((item, index) => matches(shown[index] ?? '', item));
  return same ? [] : [`${where} shows ${quoted(shown)}, the specification ${expected.map(expectedAs).join(', ')}`];
}

/** `where` shows each of `expected` (among others). */
export function includesProblems(shown: readonly string[], expected: readonly string[], where: string): string[] {
  const missing = expected.filter((item) => !shown.includes(item));
  return missing.length === 0 ? [] : [`${where} shows no ${quoted(missing)}; it shows ${quoted(shown)}`];
}

/** Some text of `where` states each of `expected` (a text it holds, or a pattern it matches). */
export function mentionsProblems(
  texts: readonly string[],
  expected: readonly (string | RegExp)[],
  where: string,
): string[] {
  const missing = expected.filter((item) =>
    texts.every((text) => (typeof item === 'string' ? !text.includes(item) : !item.test(text))),
  );
  return missing.length === 0
    ? []
    : [`${where} mentions no ${missing.map(expectedAs).join(', ')}; it shows ${quoted(texts)}`];
}

/** The text of `where` states `expected`. */
export function statesProblems(text: string, expected: string | RegExp, where: string): string[] {
  const stated = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
  return stated ? [] : [`${where} states nothing like ${expectedAs(expected)} in its ${text.length} characters`];
}

/** A key figure as a page shows it: its term and its value. */
export interface ShownFigure {
  readonly term: string;
  readonly value: string;
}

/** Exactly one key figure of `where` is labelled as `figure` says, and its value is the figure. */
export function keyFigureProblems(
  figures: readonly ShownFigure[],
  figure: KeyFigure,
  locale: Locale,
  where: string,
): string[] {
  const label = figure.label[locale];
  const stating = figures.filter((pair) => label.test(pair.term));
  const all = figures.map((pair) => `${pair.value} ${pair.term}`);
  if (stating.length === 0) return [`the key figures of ${where} have none labelled ${label}; they are ${quoted(all)}`];
  if (stating.length > 1)
    return [`the key figures of ${where} have ${stating.length} labelled ${label}: ${quoted(all)}`];
  const [pair] = stating;
  return pair && !figure.value.test(pair.value)
    ? [`the key figure "${pair.term}" of ${where} is "${pair.value}", the specification ${expectedAs(figure.value)}`]
    : [];
}

/** A row of a table as a page shows it: its header and its cells. */
export interface ShownRow {
  readonly header: string;
  readonly cells: readonly string[];
}

/** Exactly one row of `where` has the header `label`, and its one cell states `value`. */
export function rowProblems(rows: readonly ShownRow[], label: string, value: RegExp, where: string): string[] {
  const labelled = rows.filter((row) => row.header === label);
  if (labelled.length === 0)
    return [`${where} has no row "${label}"; its rows are ${quoted(rows.map((row) => row.header))}`];
  if (labelled.length > 1) return [`${where} has ${labelled.length} rows "${label}"`];
  const cells = labelled[0]?.cells ?? [];
  return cells.length === 1 && value.test(cells[0] ?? '')
    ? []
    : [`the row "${label}" of ${where} states ${quoted(cells)}, the specification ${expectedAs(value)}`];
}

/**
 * The body rows of `where` are `expected`, in order: each row's header, and its first cells as
 * given (undefined: any text).
 */
export function tableProblems(
  rows: readonly ShownRow[],
  expected: readonly { readonly header: string; readonly cells: readonly (string | RegExp | undefined)[] }[],
  where: string,
): string[] {
  const row = (header: string, cells: readonly string[]) => [header, ...cells].join(' | ');
  const same =
    rows.length === expected.length &&
    expected.every(
      (want, index) =>
        rows[index]?.header === want.header &&
        want.cells.every((cell, column) => cell === undefined || matches(rows[index]?.cells[column] ?? '', cell)),
    );
  return same
    ? []
    : [
        `${where} shows the rows ${quoted(rows.map((shown) => row(shown.header, shown.cells.slice(0, 2))))}, the specification ${quoted(
          expected.map((want) =>
            row(
              want.header,
              want.cells.map((cell) => (cell === undefined ? '…' : typeof cell === 'string' ? cell : String(cell))),
            ),
          ),
        )}`,
      ];
}

// ── The business hotline (§1; the number: decision 013) ───────────────────────────────────────

/** A link as a page shows it: its text and its address. */
export interface ShownLink {
  readonly name: string;
  readonly href: string | null;
}

/** The digits a telephone number or a `tel:` address dials (a leading + kept). */
export const dialled = (number: string): string => number.replace(/^tel:/, '').replace(/[^\d+]/g, '');

/**
 * `where` shows the hotline decision 013 chose (HOTLINE, read where the decision keeps it) as a
 * link that dials it, and every `tel:` link there dials the number it shows.
 */
export function hotlineProblems(links: readonly ShownLink[], where: string): string[] {
  const problems: string[] = [];
  const phones = links.filter((link) => link.href?.startsWith('tel:'));
  if (!links.some((link) => link.name === HOTLINE.value))
    problems.push(
      `${where} shows no link "${HOTLINE.value}" (${HOTLINE.at}, ${HOTLINE.decision}); its tel: links are ${quoted(phones.map((link) => `${link.name} → ${link.href}`))}`,
    );
  for (const link of links.filter((candidate) => candidate.name === HOTLINE.value || phones.includes(candidate))) {
    if (!link.href?.startsWith('tel:'))
      problems.push(`"${link.name}" in ${where} leads to ${link.href}, not a tel: address`);
    else if (dialled(link.href) !== dialled(link.name))
      problems.push(`"${link.name}" in ${where} dials ${link.href}, not the number it shows`);
  }
  return problems;
}

/** The telephone a page's structured data gives (JSON-LD) is the hotline it shows. */
export function telephoneProblems(telephone: unknown, where: string): string[] {
  return telephone === HOTLINE.value
    ? []
    : [
        `the structured data of ${where} gives the telephone ${JSON.stringify(telephone)}, not "${HOTLINE.value}" (${HOTLINE.at})`,
      ];
}

// ── News (§1 "news (four articles)"; decision 012) ───────────────────────────────────────────

/** An article as a list or its own page shows it. A list of links shows no category or summary. */
export interface ShownArticle {
  /** Its id, from its link (`#/newsdetail?id=<id>`, decision 012) or its page's address. */
  readonly id: string;
  readonly title: string;
  /** The `datetime` of its date (YYYY-MM-DD). */
  readonly date: string;
  readonly category?: string;
  readonly summary?: string;
}

/** The article id a link to an article names (`#/newsdetail?id=<id>`), or "" for another link. */
export function articleIdOf(href: string | null | undefined): string {
  const match = /^#\/newsdetail\?id=([^&#]+)$/.exec(href ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** One of §1's four, if `id` is one. */
export const specArticle = (id: string): NewsArticle | undefined => NEWS_ARTICLES.find((article) => article.id === id);

const named = (article: ShownArticle) => `"${article.title}" (${article.date})`;

/** What the oracle says of one of §1's four, as a page shows it in `locale`. */
function asShown(article: NewsArticle, locale: Locale): ShownArticle {
  return {
    id: article.id,
    title: article.title[locale],
    date: article.date,
    category: NEWS_CATEGORIES[article.category][locale],
    summary: article.summary[locale],
  };
}

/**
 * How `shown` differs from `expected` (what `source` says of the article: the specification, or
 * the news lists for one published since): its title, date, category (after words for screen
 * readers, hence "includes") and summary, where both have them.
 */
function differences(shown: ShownArticle, expected: ShownArticle, which: string, source: string): string[] {
  const problems: string[] = [];
  if (shown.title !== expected.title)
    problems.push(`${which} is titled "${shown.title}", ${source} "${expected.title}"`);
  if (shown.date !== expected.date) problems.push(`${which} is dated ${shown.date}, ${source} ${expected.date}`);
  if (shown.category !== undefined && expected.category !== undefined && !shown.category.includes(expected.category))
    problems.push(`${which} is filed under "${shown.category}", ${source} "${expected.category}"`);
  if (shown.summary !== undefined && expected.summary !== undefined && shown.summary !== expected.summary)
    problems.push(`${which} sums up as "${shown.summary}", ${source} "${expected.summary}"`);
  return problems;
}

/** What is missing of an article published since: a list shows it whole, or not at all. */
function gaps(shown: ShownArticle, where: string): string[] {
  const lacks = [
    shown.id === '' && 'link to its page (#/newsdetail?id=…)',
    shown.title.trim() === '' && 'title',
    !/^\d{4}-\d{2}-\d{2}$/.test(shown.date) && `date (YYYY-MM-DD; it shows "${shown.date}")`,
    shown.category !== undefined && shown.category.trim() === '' && 'category',
    shown.summary !== undefined && shown.summary.trim() === '' && 'summary',
  ].filter((lack): lack is string => typeof lack === 'string');
  return lacks.length === 0 ? [] : [`the article ${named(shown)} in ${where} has no ${lacks.join(', no ')}`];
}

/**
 * What is wrong with the articles `where` lists (every page of a paged list): one of §1's four
 * missing or shown other than the oracle says; an article listed twice; any article without its
 * link, title, date (or, in a list that shows them, category and summary); with `newestFirst`,
 * an article listed before a newer one. Articles published since are welcome, whole.
 */
export function newsListProblems(
  shown: readonly ShownArticle[],
  locale: Locale,
  where: string,
  { newestFirst }: { readonly newestFirst: boolean },
): string[] {
  const problems: string[] = [];
  const missing = NEWS_ARTICLES.filter((article) => !shown.some((item) => item.id === article.id));
  for (const article of missing)
    problems.push(`the article "${article.title[locale]}" (${article.date}) is not in ${where}`);
  for (const item of shown) {
    const article = specArticle(item.id);
    problems.push(
      ...(article
        ? differences(item, asShown(article, locale), `the article ${item.id} in ${where}`, "the specification's")
        : gaps(item, where)),
    );
  }
  const ids = shown.map((item) => item.id);
  for (const id of new Set(ids.filter((id, index) => id !== '' && ids.indexOf(id) !== index)))
    problems.push(`the article ${id} is listed more than once in ${where}`);
  if (newestFirst)
    for (const [index, item] of shown.entries()) {
      const before = shown[index - 1];
      if (before && before.date < item.date)
        problems.push(`${where} is not newest first: ${named(before)} comes before ${named(item)}`);
    }
  if (problems.length > 0)
    problems.push(`the page lists: ${shown.length === 0 ? 'nothing' : shown.map(named).join(', ')}`);
  return problems;
}

/** Two lists name the same articles (by id), in any order. */
export function sameArticlesProblems(
  one: readonly ShownArticle[],
  other: readonly ShownArticle[],
  [oneWhere, otherWhere]: readonly [string, string],
): string[] {
  const absent = (from: readonly ShownArticle[], to: readonly ShownArticle[]) =>
    from.filter((item) => !to.some((candidate) => candidate.id === item.id));
  return [
    ...absent(one, other).map((item) => `the article ${named(item)} is in ${oneWhere}, not in ${otherWhere}`),
    ...absent(other, one).map((item) => `the article ${named(item)} is in ${otherWhere}, not in ${oneWhere}`),
  ];
}

/**
 * The newest articles a page lists (`latest`, the home page's latest news), as `all` (every
 * article, from a list of them) has them: at least one, newest first, each as `all` shows it,
 * and none of `all` left out that is newer than the oldest listed.
 */
export function latestProblems(latest: readonly ShownArticle[], all: readonly ShownArticle[], where: string): string[] {
  const problems: string[] = [];
  if (latest.length === 0) problems.push(`${where} lists no article`);
  for (const item of latest) {
    const known = all.find((candidate) => candidate.id === item.id);
    if (!known) problems.push(`${where} lists ${named(item)}, which no list of every article has`);
    else problems.push(...differences(item, known, `the article ${item.id} in ${where}`, "the news lists'"));
  }
  for (const [index, item] of latest.entries()) {
    const before = latest[index - 1];
    if (before && before.date < item.date)
      problems.push(`${where} is not newest first: ${named(before)} comes before ${named(item)}`);
  }
  const oldest = latest.at(-1)?.date ?? '';
  for (const item of all)
    if (item.date > oldest && !latest.some((candidate) => candidate.id === item.id))
      problems.push(`${where} leaves out ${named(item)}, newer than what it lists`);
  if (problems.length > 0)
    problems.push(`the page lists: ${latest.length === 0 ? 'nothing' : latest.map(named).join(', ')}`);
  return problems;
}

/** An article's own page as it shows the article. */
export interface ShownArticlePage {
  /** The page's main heading: the headline (decision 012). */
  readonly heading: string;
  /** The small label above it: the page's own name. */
  readonly kind: string;
  readonly date: string;
  readonly category: string;
  /** Its lead: the summary. */
  readonly lead: string;
  /** The paragraphs of its body. */
  readonly body: readonly string[];
  readonly documentTitle: string;
}

/**
 * In the page (Playwright's `page.evaluate`, WebDriver's `executeScript`): the news list's
 * articles on its page now, each with its link (`#/newsdetail?id=<id>`: articleIdOf), title,
 * date, category and summary. Self-contained: it runs in the browser.
 */
export function readNewsItems(): ({ link: string } & Required<Omit<ShownArticle, 'id'>>)[] {
  const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return [...document.querySelectorAll('main .news-item')].map((item) => ({
    link: item.querySelector('a.news-more')?.getAttribute('href') ?? '',
    title: text(item.querySelector('h3')),
    date: item.querySelector('time')?.getAttribute('datetime') ?? '',
    category: text(item.querySelector('.news-category')),
    summary: text(item.querySelector('p:not(.news-meta)')),
  }));
}

/** In the page, as readNewsItems: an article's page as it shows the article (decision 012). */
export function readArticlePage(): ShownArticlePage {
  const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const view = document.querySelector('main article.news-article');
  return {
    heading: text(view?.querySelector('h1')),
    kind: text(view?.querySelector('.news-kind')),
    date: view?.querySelector('time')?.getAttribute('datetime') ?? '',
    category: text(view?.querySelector('.news-category')),
    lead: text(view?.querySelector('p.news-lead')),
    body: [...(view?.querySelectorAll('p:not(.news-meta, .news-lead, .news-kind)') ?? [])].map(text),
    documentTitle: document.title,
  };
}

/**
 * The page of `article` (one of §1's four: the oracle's values; one published since: what the
 * lists show of it) shows it whole: its headline as the heading under `kind`, the document named
 * after it, its date, category, summary as the lead and a body.
 */
export function articlePageProblems(
  page: ShownArticlePage,
  article: ShownArticle,
  { locale, kind, where }: { readonly locale: Locale; readonly kind: string; readonly where: string },
): string[] {
  const spec = specArticle(article.id);
  const expected = spec ? asShown(spec, locale) : article;
  const problems = differences(
    { id: article.id, title: page.heading, date: page.date, category: page.category, summary: page.lead },
    expected,
    where,
    spec ? "the specification's" : "the news lists'",
  );
  if (page.kind !== kind) problems.push(`${where} is labelled "${page.kind}", not "${kind}"`);
  if (!page.documentTitle.startsWith(`${expected.title} | `))
    problems.push(`${where} names the document "${page.documentTitle}", not after "${expected.title}"`);
  if (page.lead.trim() === '') problems.push(`${where} shows no summary`);
  if (!page.body.some((paragraph) => paragraph.trim() !== '')) problems.push(`${where} shows no body`);
  return problems;
}
