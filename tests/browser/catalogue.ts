// The texts of each language, as a crawl looks for them: every interface message and every
// string of every page's content, in each language the site is built in (the generated
// catalogues and page words: what the crawl compares with is the site's own text, by language;
// the languages are those the page words are written in).
//
// They are read as the test runs, not imported: what the crawl of a page in one language depends
// on is that page, and a text of another language only where that page shows it, which the
// impact analysis of `make test CHANGED=` finds itself (harness/change/impact.ts, decision 049).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue, Locale } from '../../site/src/generated/messages.gen';

const GENERATED = join(import.meta.dirname, '../../site/src/generated');
const PAGES = join(GENERATED, 'pages');

/** The interface strings of `locale`: each language but the default has a module of its own; the default's ship with messages.gen.ts. */
async function catalogueOf(locale: Locale): Promise<Catalogue> {
  const own = join(GENERATED, 'locales', `${locale}.gen.ts`);
  if (existsSync(own)) return ((await import(own)) as { messages: Catalogue }).messages;
  return ((await import(join(GENERATED, 'messages.gen.ts'))) as { defaultMessages: Catalogue }).defaultMessages;
}

/** Every page's words, by language. */
async function pageWords(): Promise<Record<Locale, unknown>[]> {
  const files = readdirSync(PAGES).filter((name) => name.endsWith('.gen.ts'));
  return Promise.all(
    files.map(async (file) => ((await import(join(PAGES, file))) as { content: Record<Locale, unknown> }).content),
  );
}

function strings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
}

/** A message's literal parts: `第 {current} 张，共 {total} 张` gives `第`, `张，共`, `张`. */
function literals(message: string): string[] {
  return message
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter(Boolean);
}

async function texts(locale: Locale): Promise<Set<string>> {
  const found = new Set<string>();
  for (const message of Object.values(await catalogueOf(locale))) for (const part of literals(message)) found.add(part);
  for (const content of await pageWords()) strings(content[locale], found);
  return found;
}

/** How long a text of a language must be to mean something: two characters of Chinese, Japanese or Korean, four of another. */
const meaningful = (language: Locale): number => (['zh', 'ja', 'ko'].includes(language.split('-')[0] ?? '') ? 2 : 4);

/**
 * The strings of the other languages' catalogues that a page in `locale` must not show: those
 * that are not also texts of `locale` (figures and model numbers are in every language) and long
 * enough to mean something in their language (two characters of Chinese, four of English).
 */
export async function foreignCatalogue(locale: Locale): Promise<string[]> {
  const own = await texts(locale);
  const foreign = new Set<string>();
  const languages = new Set((await pageWords()).flatMap((content) => Object.keys(content) as Locale[]));
  for (const other of [...languages].filter((candidate) => candidate !== locale))
    for (const text of await texts(other)) if ([...text].length >= meaningful(other)) foreign.add(text);
  return [...foreign].filter((text) => !own.has(text));
}

/**
 * Run in the page (Playwright's evaluate, WebDriver's executeScript): the candidates of the other
 * language's catalogue that the page shows (its text, title and the attributes a person reads or
 * hears), outside elements whose `lang` names another language. Self-contained: it is sent to the
 * browser as its source.
 */
export function untranslatedIn({
  pageLocale,
  candidates,
}: {
  readonly pageLocale: string;
  readonly candidates: readonly string[];
}): string[] {
  const exempt = (element: Element) => {
    if (element.closest('script, style, noscript')) return true;
    const lang = element.closest('[lang]')?.getAttribute('lang');
    return lang != null && lang !== pageLocale;
  };
  const parts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && !exempt(node.parentElement)) parts.push(node.textContent ?? '');
  }
  for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    if (exempt(element)) continue;
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) parts.push(element.getAttribute(name) ?? '');
  }
  const text = parts.join('\n');
  const english = /[A-Za-z]/;
  return candidates.filter((candidate) => {
    if (!english.test(candidate)) return text.includes(candidate);
    const escaped = candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`).test(text);
  });
}
