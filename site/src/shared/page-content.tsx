import { useEffect } from 'react';
import type { Locale } from '../generated/messages.gen';
import { useI18n } from './i18n';

export interface PageText {
  readonly title: string;
  readonly description: string;
}

/**
 * A page's words in the visitor's language, from its generated content module. While the page
 * is shown, the document title and description are its own.
 */
export function usePageText<T extends PageText>(content: Readonly<Record<Locale, T>>): T {
  const { locale, t } = useI18n();
  const text = content[locale];
  const appName = t('app.name');
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

/** A page whose body is still its title and summary. */
export function PageSummary<T extends PageText>({ content }: { content: Readonly<Record<Locale, T>> }) {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
    </article>
  );
}
