import { Outlet } from 'react-router-dom';
import { footerGroups, headerMenus } from '../generated/navigation.gen';
import { shell } from '../generated/routes.gen';
import { AppLink, AppNavLink } from './app-link';
import { useI18n } from './i18n';

function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  const next = locale === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <button
      type="button"
      className="language-switch"
      lang={next}
      aria-label={t('language.switchToLabel')}
      onClick={() => setLocale(next)}
    >
      {t('language.switchTo')}
    </button>
  );
}

/** The layout every page renders in: header navigation, the page, the footer. */
export function Shell() {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="site-header">
        <AppLink className="brand" to={shell.redirect}>
          {t('app.name')}
        </AppLink>
        <nav aria-label={t('shell.mainNavigation')}>
          <ul className="menu">
            {headerMenus.map((menu) => (
              <li key={menu.id}>
                <AppNavLink to={menu.to}>{t(menu.label)}</AppNavLink>
                {menu.children.length > 0 && (
                  <ul className="submenu">
                    {menu.children.map((child) => (
                      <li key={child.id}>
                        <AppNavLink to={child.to}>{t(child.label)}</AppNavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
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
        <p>{t('shell.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </>
  );
}
