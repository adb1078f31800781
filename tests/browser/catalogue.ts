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
