import { appConfig } from '../generated/config.gen';
import { headerMenus } from '../generated/navigation.gen';
import { content } from '../generated/pages/not-found.gen';
import { AppLink } from '../shared/app-link';
import { useI18n } from '../shared/i18n';
import { PageHeader, usePageText } from '../shared/page-content';
import { useRoutePath } from '../shared/route-query';

/** A path no route has (decision 006): say so in the visitor's language, and offer the way on. */
export function Component() {
  const text = usePageText(content);
  const { t } = useI18n();
  const pathname = useRoutePath();
  return (
    <article className="page not-found">
      <PageHeader text={text} />
      <p className="requested">{t('notFound.requested', { path: pathname })}</p>
      <p className="actions">
        <AppLink to={appConfig.dashboard} className="button">
          {t('errors.backHome')}
        </AppLink>
      </p>
      <nav aria-label={t('notFound.sections')}>
        <h2>{t('notFound.sections')}</h2>
        <ul className="section-links">
          {headerMenus.map((menu) => (
            <li key={menu.id}>
              <AppLink to={menu.to}>{t(menu.label)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
