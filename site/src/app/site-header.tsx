import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { headerMenus, type NavMenu } from '../generated/navigation.gen';
import { shell } from '../generated/routes.gen';
import { AppLink, AppNavLink } from '../shared/app-link';
import { loadLocale, useI18n } from '../shared/i18n';
import { SearchBox } from './search-box';

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
      // Fetch the other language while the pointer approaches, so the switch is instant.
      onPointerEnter={() => void loadLocale(next).catch(() => undefined)}
      onFocus={() => void loadLocale(next).catch(() => undefined)}
    >
      {t('language.switchTo')}
    </button>
  );
}

/**
 * A top-level menu: its link, and for a menu with pages a disclosure button that shows them.
 * Mouse: hover shows the pages. Keyboard: the button toggles, Escape closes and returns focus,
 * leaving the menu closes it. Touch: a tap on the button toggles.
 */
function Menu({ menu }: { menu: NavMenu }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const label = t(menu.label);
  const hasPages = menu.children.length > 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li className="menu-item" data-open={open} onKeyDown={onKeyDown} onBlur={onBlur}>
      <AppNavLink to={menu.to} className="menu-link">
        {label}
      </AppNavLink>
      {hasPages && (
        <>
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('shell.submenu', { label })}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
              <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <ul className="submenu" id={listId}>
            {menu.children.map((child) => (
              <li key={child.id}>
                <AppNavLink to={child.to}>{t(child.label)}</AppNavLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export function SiteHeader() {
  const { t } = useI18n();
  const location = useLocation();
  // The narrow-screen menu is open for the page it was opened on: any navigation closes it
  // (and, by remounting the list, every open submenu).
  const [openOn, setOpenOn] = useState<string | undefined>(undefined);
  const menuOpen = openOn === location.pathname;
  const navId = useId();
  return (
    <header className="site-header">
      <AppLink className="brand" to={shell.redirect} aria-label={t('shell.home')}>
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="7" fill="#0b4f8a" />
          <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2.5" />
          <circle cx="16" cy="16" r="3" fill="#5ad1ff" />
        </svg>
        <span>{t('app.name')}</span>
      </AppLink>
      <button
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setOpenOn(menuOpen ? undefined : location.pathname)}
      >
        <svg viewBox="0 0 18 14" width="18" height="14" aria-hidden="true" focusable="false">
          <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('shell.openMenu')}
      </button>
      <nav id={navId} className="site-nav" data-open={menuOpen} aria-label={t('shell.mainNavigation')}>
        <ul className="menu" key={location.pathname}>
          {headerMenus.map((menu) => (
            <Menu key={menu.id} menu={menu} />
          ))}
        </ul>
      </nav>
      <SearchBox />
      <LanguageSwitch />
    </header>
  );
}
