// The texts of each language, as a crawl looks for them: every interface message and every
// string of every page's content, in en-US and in zh-CN.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages as chineseMessages } from '../../site/src/generated/locales/zh-CN.gen';
import { defaultMessages, type Locale } from '../../site/src/generated/messages.gen';

const PAGES = join(import.meta.dirname, '../../site/src/generated/pages');

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
  const catalogue = locale === 'en-US' ? defaultMessages : chineseMessages;
  for (const message of Object.values(catalogue)) for (const part of literals(message)) found.add(part);
  for (const file of readdirSync(PAGES).filter((name) => name.endsWith('.gen.ts'))) {
    const module = (await import(join(PAGES, file))) as { content: Record<Locale, unknown> };
    strings(module.content[locale], found);
  }
  return found;
}

/**
 * The strings of the other language's catalogue that a page in `locale` must not show: those
 * that are not also texts of `locale` (figures and model numbers are in both) and long enough to
 * mean something (four characters of English, two of Chinese).
 */
export async function foreignCatalogue(locale: Locale): Promise<string[]> {
  const other: Locale = locale === 'en-US' ? 'zh-CN' : 'en-US';
  const own = await texts(locale);
  const minimum = other === 'en-US' ? 4 : 2;
  return [...(await texts(other))].filter((text) => !own.has(text) && [...text].length >= minimum);
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
