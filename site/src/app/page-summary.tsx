import { useEffect } from 'react';
import type { PageId } from '../generated/routes.gen';
import { useI18n } from './i18n';

/** A page's heading and summary from the manifest; also the document title and description. */
export function PageSummary({ page }: { page: PageId }) {
  const { t } = useI18n();
  const title = t(`page.${page}.title`);
  const description = t(`page.${page}.description`);
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, appName]);
  return (
    <article className="page">
      <h1>{title}</h1>
      <p className="page-summary">{description}</p>
    </article>
  );
}
