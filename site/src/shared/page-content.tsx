import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '../generated/messages.gen';
import { useI18n } from './i18n';

export interface PageText {
  readonly title: string;
  readonly description: string;
}

/** A page's head as its component gives it: its own title, the document title and the description. */
export interface PageHead {
  pageTitle?: string;
  title?: string;
  description?: string;
}

/**
 * Where a page rendered at build time (site/src/entry-server.tsx) leaves its head: effects do not
 * run there. Undefined in the browser.
 */
export const DocumentHead = createContext<PageHead | undefined>(undefined);

/**
 * True where the whole page is rendered at once: a page prerendered at build time (its later
 * sections are in the HTML for crawlers and readers without JavaScript) and the app taking that
 * page over (docs/decisions/029-prerendered-pages.md). NearViewport then renders its content.
 */
export const WholePage = createContext(false);

/**
 * A page's words in the visitor's language, from its generated content module. While the page
 * is shown, the document title and description are its own.
 */
export function usePageText<T extends PageText>(content: Readonly<Record<Locale, T>>): T {
  const { locale, t } = useI18n();
  const text = content[locale];
  const appName = t('app.name');
  const head = useContext(DocumentHead);
  if (head) {
    head.pageTitle = text.title;
    head.title = `${text.title} | ${appName}`;
    head.description = text.description;
  }
  useEffect(() => {
    document.title = `${text.title} | ${appName}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text.description);
  }, [text, appName]);
  return text;
}

/** The main heading (focused after each navigation, so it takes focus programmatically) and the summary. */
export function PageHeader({ text }: { text: PageText }) {
  return (
    <header className="page-header">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p className="page-summary">{text.description}</p>
    </header>
  );
}
