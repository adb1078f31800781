import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';
import { headerMenus, type NavMenu } from '../generated/navigation.gen';
import { shell } from '../generated/routes.gen';
import { AppLink, AppNavLink } from '../shared/app-link';
import { loadLocale, useI18n } from '../shared/i18n';
import { SearchBox } from './search-box';
import './products-menu.css';

// The languages are the manifest's list (spec/app.yaml, decision 036), each offered in its own
// words: its name, and the label of the control that switches to it, are written in that language
// (`lang` says so), so a visitor who cannot read the page's language still finds their own.

/**
 * A disclosure: a button that shows or hides a list. Escape closes it and returns the focus to the
 * button; the focus leaving the element that holds both closes it. Mouse and touch use the button.
 */
function useDisclosure<E extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return {
    open,
    close,
    /** The props of the element that holds the button and the list. */
    holder: {
      'data-open': open,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) close();
      },
      onBlur: (event: FocusEvent<E>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    /** The button's props. */
    toggle: {
      ref: button,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => setOpen((value) => !value),
    } as const,
    listId,
  };
}

/** Fetches a language's strings ahead of a click (its own chunk), so that the switch is instant. */
const prefetch = (locale: Locale) => () => void loadLocale(locale).catch(() => undefined);

/** The switch for two languages: one button that leads to the other. */
function LanguageToggle({ next }: { next: Locale }) {
  const { setLocale } = useI18n();
  return (
    <button
      type="button"
      className="language-switch"
      lang={next}
      aria-label={localeConfig.switchTo[next]}
      onClick={() => setLocale(next)}
      onPointerEnter={prefetch(next)}
      onFocus={prefetch(next)}
    >
      {localeConfig.names[next]}
    </button>
  );
}

/**
 * The switch for more than two languages: a button naming the current one opens the list of all
 * (a disclosure, as the header's menus are). Escape closes it and returns focus; leaving it closes it.
 */
function LanguageMenu() {
  const { locale, setLocale, t } = useI18n();
  const { open, close, holder, toggle, listId } = useDisclosure<HTMLDivElement>();
  return (
    // The holder's handlers hear the keys and the focus of the button and the entries it holds.
    <div className="language-menu" {...holder}>
      <button className="language-switch" {...toggle}>
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={locale}>{localeConfig.names[locale]}</span>
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul className="language-list" id={listId} hidden={!open}>
        {localeConfig.available.map((language) => (
          <li key={language}>
            {language === locale ? (
              <button type="button" lang={language} aria-current="true" onClick={close}>
                {localeConfig.names[language]}
              </button>
            ) : (
              <button
                type="button"
                lang={language}
                aria-label={localeConfig.switchTo[language]}
                onClick={() => {
                  setLocale(language);
                  close();
                }}
                onPointerEnter={prefetch(language)}
                onFocus={prefetch(language)}
              >
                {localeConfig.names[language]}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The language switch: a toggle between two languages, a menu of more. */
export function LanguageSwitch() {
  const { locale } = useI18n();
  const others = localeConfig.available.filter((language) => language !== locale);
  const [next] = others;
  if (!next) return null; // one language: nothing to switch to
  return others.length === 1 ? <LanguageToggle next={next} /> : <LanguageMenu />;
}

/**
 * A top-level menu: its link, and for a menu with pages a disclosure button that shows them.
 * Mouse: hover shows the pages. Keyboard: the button toggles, Escape closes and returns focus,
 * leaving the menu closes it. Touch: a tap on the button toggles.
 *
 * The menu marks its section, not only its own page (decision 044): on any page it links, or that
 * its `section` lists, its link says `aria-current="true"` (its own page: "page"), which
 * products-menu.css styles. The Products menu's panel and thumbnails are drawn by that stylesheet.
 */
function Menu({ menu }: { menu: NavMenu }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { holder, toggle, listId } = useDisclosure<HTMLLIElement>();
  const label = t(menu.label);
  const hasPages = menu.children.length > 0;
  const page = pathname === menu.to;
  const section =
    page || menu.children.some((child) => child.to === pathname) || menu.section.some((path) => path === pathname);
  return (
    <li className="menu-item" {...holder}>
      <AppLink to={menu.to} className="menu-link" aria-current={page ? 'page' : section ? 'true' : undefined}>
        {label}
      </AppLink>
      {hasPages && (
        <>
          <button className="menu-toggle" aria-label={t('shell.submenu', { label })} {...toggle}>
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
