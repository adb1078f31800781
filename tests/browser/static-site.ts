// The static site of decision 029 as the suite reads it, apart from any browser: the pages a build
// wrote (its sitemap, its dist/), what a sitemap must list, whether a static page shows a draft
// (decision 035). The expectations are the oracle's (§2's paths, §1's articles, the languages);
// the pages found are the input: the suite checks §2's pages are there, and every page is whole,
// not that nothing else exists (decision 025, issue 29). Used by static-pages.spec.ts and by the
// tests that add a page to a copy of the project (tests/generator/page-added.test.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { articleStaticPathOf, NEWS_ARTICLES, type NewsArticle } from '../oracle/content';
import { DRAFT_MARKS, LOCALES, type Locale, SPEC_PATHS, staticPathOf } from '../oracle/routes';

/** Decision 029: a news article's static page (`language`: any language of the build). */
export const articlePathOf = (language: string, article: Pick<NewsArticle, 'id'>) =>
  articleStaticPathOf(language, article.id);

/**
 * The languages of a build as its pages' alternates name them (hreflang, x-default aside), or
 * those a sitemap entry names. The specification's two are among them (§9); a build may have more
 * (decision 036): the suite reads them from the build, it does not count them.
 */
export function buildLanguages(hreflangs: readonly string[]): string[] {
  return hreflangs.filter((hreflang) => hreflang !== 'x-default');
}

/** The language of a static page's address (`/en-US/…/` → en-US), if it is one of `languages`. */
export function localeOfAddress(address: string, languages: readonly string[] = LOCALES): string | undefined {
  const tag = /^\/([\w-]+)\/.+\/$/.exec(address)?.[1];
  return languages.find((language) => language === tag);
}

/** The address of the same page in another language: the address with the other locale tag. */
export const inLocale = (address: string, language: string) => address.replace(/^\/[\w-]+\//, `/${language}/`);

/**
 * The addresses a sitemap must list, facts of the oracle: §2's paths and §1's four articles, in
 * each language. An article published since is listed too, as any page the build writes.
 */
export function requiredPages(locale: Locale): string[] {
  return [
    ...SPEC_PATHS.map((path) => staticPathOf(locale, path)),
    ...NEWS_ARTICLES.map((article) => articlePathOf(locale, article)),
  ];
}

/**
 * What is wrong with the addresses a sitemap lists, for a build in `languages` (the
 * specification's two and any added since): one of the oracle's missing, one listed twice, one
 * that is no static page of a language of the build, a page listed in one language and not in
 * another. Pages added since (decision 025) are welcome.
 */
export function sitemapProblems(listed: readonly string[], languages: readonly string[] = LOCALES): string[] {
  const problems: string[] = [];
  const set = new Set(listed);
  for (const locale of LOCALES)
    for (const address of requiredPages(locale)) if (!set.has(address)) problems.push(`${address} is not listed`);
  const twice = listed.filter((address, index) => listed.indexOf(address) !== index);
  for (const address of new Set(twice)) problems.push(`${address} is listed more than once`);
  for (const address of set) {
    if (!localeOfAddress(address, languages)) {
      problems.push(`${address} is no static page of a language of the build (/<locale>/<path>/)`);
      continue;
    }
    for (const language of languages)
      if (!set.has(inLocale(address, language)))
        problems.push(`${address} is listed, not ${inLocale(address, language)}`);
  }
  return problems;
}

/**
 * The static pages a build in `languages` wrote in `dist` (every `index.html` below a language's
 * folder), as addresses: `/en-US/city/`, `/zh-CN/newsdetail/<id>/`.
 */
export function builtPages(dist: string, languages: readonly string[] = LOCALES): string[] {
  const pages: string[] = [];
  for (const language of languages) {
    const folder = join(dist, language);
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
      if (entry.isFile() && entry.name === 'index.html') {
        const path = relative(dist, entry.parentPath).split(sep).join('/');
        pages.push(`/${path}/`);
      }
  }
  return pages.sort();
}

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const isDraft = (text: string) => DRAFT_MARKS.some((mark) => decode(text).trimStart().startsWith(mark));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';

/**
 * Whether a static page is titled or described by a draft text (decision 035): what `make page`
 * writes first. Such a page must be kept from search engines.
 */
export function titledAsDraft(html: string): boolean {
  return isDraft(titleOf(html)) || isDraft(descriptionOf(html));
}

/**
 * Whether a static page shows a draft text anywhere a reader of it would: its title, its
 * description, a text or an attribute of its main content, a link's label included (the home
 * page lists the Solutions menu, a draft page's link too). The header and footer are not read:
 * a menu shows a draft page's link on every page. A page kept from search engines must show one.
 */
export function showsDraft(html: string): boolean {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  const texts = [...main.matchAll(/>([^<]+)</g)].map((match) => match[1] ?? '');
  const attributes = [...main.matchAll(/\s[\w:-]+="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [titleOf(html), descriptionOf(html), ...texts, ...attributes].some(isDraft);
}
