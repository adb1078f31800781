// The shell of §2 in WebKit: the progress bar on a route change, the scroll to the top after
// every navigation, the kept-alive /home and the /newsdetail that is not kept, the footer, and the
// language: stored value first, the switch and its persistence.
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { hotlineProblems, type ShownLink, statesProblems } from '../content-facts';
import { DEFAULT_LANGUAGE, STORAGE_KEY } from '../oracle/constants';
import { CONTACT, FACTS } from '../oracle/content';
import { headingOf, LOCALES, type Locale, type SpecPath } from '../oracle/routes';
import { page, pages } from '../scope';
import {
  chooseLanguage,
  clickNamed,
  currentHash,
  DESKTOP,
  expectHeading,
  load,
  MAIN_NAVIGATION,
  openPage,
  pageErrors,
  sessionPerFile,
  textsOf,
  waitFor,
  waitForFact,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

declare global {
  interface Window {
    __webkitKept?: Element | null;
    __webkitBar?: { change: 'start' | 'finish'; heading: string }[];
  }
}

/** Clicks a link of the main navigation by its text. */
const mainLink = (locale: Locale, text: string) =>
  clickNamed(driver(), `nav[aria-label="${MAIN_NAVIGATION[locale]}"] > ul > li > a`, text);

/** The stored language (localStorage under the oracle's key). */
const stored = async () =>
  (await driver().executeScript((key: string) => window.localStorage.getItem(key), STORAGE_KEY)) as string | null;

describe('the progress bar', () => {
  test(
    'starts before a route change and completes after it (recorded in the page)',
    proves('NAV-PROGRESS-BAR').on(pages(['/home', '/city', '/companyprofile'], 'en-US')),
    async () => {
      await openPage(driver(), '/home', 'en-US');
      // Every insertion and removal of the bar, with the page heading shown at that moment; a bar
      // that never starts leaves no record. (Injected after load: the first load's bar is not seen.)
      await driver().executeScript(() => {
        window.__webkitBar = [];
        const shownHeading = () =>
          [...document.querySelectorAll('main h1')].find((heading) => heading.getClientRects().length > 0)
            ?.textContent ?? '';
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes)
              if (node instanceof Element && node.id === 'nprogress')
                window.__webkitBar?.push({ change: 'start', heading: shownHeading() });
            for (const node of record.removedNodes)
              if (node instanceof Element && node.id === 'nprogress')
                window.__webkitBar?.push({ change: 'finish', heading: shownHeading() });
          }
        }).observe(document.body, { childList: true });
      });
      await waitForValue(
        driver(),
        () => driver().executeScript(() => document.getElementById('nprogress') === null),
        true,
        'the first load completed the bar',
      );
      for (const path of ['/city', '/companyprofile'] as const) {
        const before = headingOf(path === '/city' ? '/home' : '/city', 'en-US');
        await mainLink('en-US', path === '/city' ? 'Solutions' : 'About Us');
        await expectHeading(driver(), headingOf(path, 'en-US'));
        await waitForValue(
          driver(),
          () => driver().executeScript(() => window.__webkitBar?.slice(-2)),
          [
            { change: 'start', heading: before },
            { change: 'finish', heading: headingOf(path, 'en-US') },
          ],
          `the bar around the change to ${path}`,
        );
      }
      expect(await pageErrors(driver())).toEqual([]);
    },
  );
});

test(
  'after every navigation, to a page already loaded too, and back and forward, the page is at the top and its heading has the focus',
  proves('NAV-SCROLL-TOP').on(pages(['/contactus', '/companyprofile'], 'en-US')),
  async () => {
    // A short window, so every page scrolls.
    await driver().manage().window().setRect({ width: DESKTOP.width, height: 400 });
    try {
      const scrollDown = async () => {
        await driver().executeScript(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await waitFor(
          driver(),
          () => driver().executeScript(() => window.scrollY) as Promise<number>,
          (y) => y > 0,
          'scrolled down before leaving',
        );
      };
      const expectAtTop = async (path: SpecPath, how: string) => {
        await expectHeading(driver(), headingOf(path, 'en-US'));
        const position = await waitFor(
          driver(),
          () =>
            driver().executeScript(() => ({
              window: window.scrollY,
              main: document.getElementById('main')?.scrollTop,
              mainTop: (document.getElementById('main')?.getBoundingClientRect().top ?? -1) >= 0,
              focused: document.activeElement?.tagName === 'H1' && document.activeElement.getClientRects().length > 0,
            })) as Promise<{ window: number; main: number | undefined; mainTop: boolean; focused: boolean }>,
          (seen) => seen.window === 0 && seen.main === 0 && seen.mainTop && seen.focused,
          `${how}: at the top, the heading focused`,
        );
        expect(position, how).toEqual({ window: 0, main: 0, mainTop: true, focused: true });
      };
      const footerLink = (text: string) => clickNamed(driver(), 'footer nav[aria-label="Site map"] a', text);

      await openPage(driver(), '/contactus', 'en-US');
      await scrollDown();
      await footerLink('Company Profile');
      await expectAtTop('/companyprofile', 'a link to a page not loaded yet');
      await scrollDown();
      await footerLink('Contact Us');
      await expectAtTop('/contactus', 'a link to a page already loaded');
      await scrollDown();
      await driver().navigate().back();
      await expectAtTop('/companyprofile', 'back');
      await scrollDown();
      await driver().navigate().forward();
      await expectAtTop('/contactus', 'forward');
    } finally {
      await driver().manage().window().setRect(DESKTOP);
    }
  },
);

describe('keep-alive', () => {
  test(
    '/home keeps its state and its DOM while the visitor is elsewhere: it is not mounted again',
    proves('ROUTE-HOME-KEEPALIVE').on(pages(['/home', '/companyprofile'], 'en-US')),
    async () => {
      await openPage(driver(), '/home', 'en-US');
      const carousel = 'section[aria-label="What we offer"]';
      await clickNamed(driver(), `${carousel} button`, 'Next slide');
      await clickNamed(driver(), `${carousel} button`, 'Next slide');
      const current = () =>
        driver().executeScript(
          (css: string) => document.querySelector(`${css} button[aria-current="true"]`)?.getAttribute('aria-label'),
          carousel,
        );
      await waitForValue(driver(), current, 'Show slide 3', 'the third slide');
      const [slideTitle] = await textsOf(driver(), `${carousel} h2`);
      expect(slideTitle).toBeTruthy();
      await driver().executeScript(() => {
        window.__webkitKept = document.querySelector('main .home');
      });
      expect(await driver().executeScript(() => window.__webkitKept !== null)).toBe(true);

      await mainLink('en-US', 'About Us');
      await expectHeading(driver(), headingOf('/companyprofile', 'en-US'));
      expect(
        await driver().executeScript(
          () => window.__webkitKept?.isConnected === true && getComputedStyle(window.__webkitKept).display === 'none',
        ),
        'hidden, still in the document',
      ).toBe(true);

      await mainLink('en-US', 'Home');
      await expectHeading(driver(), headingOf('/home', 'en-US'));
      expect(await driver().executeScript(() => document.querySelector('main .home') === window.__webkitKept)).toBe(
        true,
      );
      expect(await textsOf(driver(), `${carousel} h2`)).toEqual([slideTitle]);
      expect(await current()).toBe('Show slide 3');
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  test(
    '/newsdetail is not kept: leaving removes it, coming back mounts it anew',
    proves('ROUTE-NEWSDETAIL-NOT-KEPT').on(pages(['/newsdetail', '/home'], 'en-US')),
    async () => {
      await openPage(driver(), '/newsdetail', 'en-US');
      await driver().executeScript(() => {
        window.__webkitKept = document.querySelector('main article');
      });
      expect(await driver().executeScript(() => window.__webkitKept !== null)).toBe(true);
      await mainLink('en-US', 'Home');
      await expectHeading(driver(), headingOf('/home', 'en-US'));
      expect(await driver().executeScript(() => window.__webkitKept?.isConnected)).toBe(false);
      await driver().executeScript(() => {
        window.location.hash = '#/newsdetail';
      });
      await expectHeading(driver(), headingOf('/newsdetail', 'en-US'));
      expect(await driver().executeScript(() => document.querySelector('main article') === window.__webkitKept)).toBe(
        false,
      );
    },
  );
});

describe('the footer', () => {
  for (const locale of LOCALES) {
    test(
      `shows the ICP filing, the hotline and the address in ${locale}`,
      proves('UI-ICP-FOOTER', 'DECISION-PHONE-NUMBER').on(page('/home', locale)),
      async () => {
        await openPage(driver(), '/home', locale);
        const links = () =>
          driver().executeScript(() =>
            [...document.querySelectorAll('footer a')].map((link) => ({
              name: link.textContent?.replace(/\s+/g, ' ').trim() ?? '',
              href: link.getAttribute('href'),
            })),
          ) as Promise<ShownLink[]>;
        expect((await links()).find(({ name }) => /粤ICP备00000000号/.test(name))?.href).toBe(
          'https://beian.miit.gov.cn/',
        );
        // §1 "business hotline and address": the number decision 013 keeps in spec/app.yaml, which dials.
        const where = `the footer of /home in ${locale}`;
        await waitForFact(driver(), FACTS.hotline, links, (shown) => hotlineProblems(shown, where));
        await waitForFact(
          driver(),
          FACTS.address,
          () => driver().executeScript(() => document.querySelector('footer')?.textContent ?? '') as Promise<string>,
          (text) => statesProblems(text, CONTACT.address[locale], where),
        );
      },
    );
  }
});

describe('language', () => {
  test(
    'a stored language comes first; with nothing stored and a browser language the site lacks, English',
    // /city in each language: the default one with nothing stored, then each one stored.
    proves('I18N-DETECT-ORDER', 'I18N-LANG-STATE', 'CONST-DEFAULT-LANGUAGE').on(
      LOCALES.map((locale) => page('/city', locale)),
    ),
    async () => {
      // This MiniBrowser's languages come from its process's locale (here "C"): neither of the
      // site's. A browser language the site has cannot be set per session (LACKS 'browser-locale').
      const languages = (await (async () => {
        await load(driver(), '/#/city');
        return driver().executeScript(() => [...navigator.languages]);
      })()) as string[];
      expect(languages.length).toBeGreaterThan(0);
      expect(
        languages.filter((language) => /^(en|zh)\b/i.test(language)),
        'a browser language the site has',
      ).toEqual([]);
      await expectHeading(driver(), headingOf('/city', DEFAULT_LANGUAGE));
      expect(await driver().executeScript(() => document.documentElement.lang)).toBe(DEFAULT_LANGUAGE);

      for (const locale of LOCALES) {
        await load(driver(), '/#/city', { locale });
        await expectHeading(driver(), headingOf('/city', locale));
        expect(await driver().executeScript(() => document.documentElement.lang)).toBe(locale);
      }
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  test(
    'switching the language is stored under "locale" and survives a reload',
    proves('I18N-SWITCH-PERSIST', 'CONST-STORAGE-KEY', 'I18N-LANG-STATE').on(
      page('/glory', 'en-US'),
      page('/glory', 'zh-CN'),
    ),
    async () => {
      await openPage(driver(), '/glory', 'en-US');
      expect(await stored()).toBe('en-US');
      await chooseLanguage(driver(), 'zh-CN');
      // The whole interface switches at once, without a reload.
      await expectHeading(driver(), headingOf('/glory', 'zh-CN'));
      await waitForValue(
        driver(),
        () =>
          textsOf(driver(), `nav[aria-label="${MAIN_NAVIGATION['zh-CN']}"] > ul > li > a`).then(
            (texts) => texts.length > 0,
          ),
        true,
        'the Chinese main navigation',
      );
      expect(await textsOf(driver(), `nav[aria-label="${MAIN_NAVIGATION['en-US']}"]`)).toEqual([]);
      expect(await stored()).toBe('zh-CN');
      expect(await pageErrors(driver())).toEqual([]);
      await driver().navigate().refresh();
      await expectHeading(driver(), headingOf('/glory', 'zh-CN'));
      await chooseLanguage(driver(), 'en-US');
      await expectHeading(driver(), headingOf('/glory', 'en-US'));
      await waitForValue(driver(), stored, 'en-US', 'the stored language');
      expect(await currentHash(driver())).toBe('#/glory');
    },
  );
});
