import { contactConfig } from '../generated/config.gen';
import { footerGroups } from '../generated/navigation.gen';
import { AppLink } from '../shared/app-link';
import { useI18n } from '../shared/i18n';

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footerNavigation')}>
        {footerGroups.map((group) => (
          <section key={group.id}>
            <h2>{t(group.label)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.id}>
                  <AppLink to={link.to}>{t(link.label)}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <dl className="contact">
        <div>
          <dt>{t('shell.hotline')}</dt>
          <dd>
            <a href={`tel:${contactConfig.hotline.replace(/[^\d+]/g, '')}`}>{contactConfig.hotline}</a>
          </dd>
        </div>
        <div>
          <dt>{t('shell.address')}</dt>
          <dd>{t('app.address')}</dd>
        </div>
      </dl>
      <p className="legal">
        <span>{t('shell.copyright', { year: new Date().getFullYear() })}</span>
        <a href={contactConfig.icpUrl} rel="noopener noreferrer" target="_blank">
          <span className="visually-hidden">{t('shell.icp')}: </span>
          {/* The filing number is a Chinese identifier on either site. */}
          <span lang="zh-CN">{contactConfig.icp}</span>
        </a>
      </p>
    </footer>
  );
}
