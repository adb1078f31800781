import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { resetScenario, server } from '../../mocks/node';
import { createRouter } from '../../site/src/app/router';
import { setHttpLogger } from '../../site/src/http/logger';
import { I18nProvider } from '../../site/src/shared/i18n';
import { progress } from '../../site/src/shared/progress';
import { pagesToCheck } from '../changed-pages';
import { proves } from '../conformance/proves';
import { STORAGE_KEY } from '../oracle/constants';
import {
  documentTitleOf,
  headingOf,
  LOCALES,
  type Locale,
  MAIN_MENUS,
  ROOT,
  SPEC_PATH_COUNT,
  SPEC_PATHS,
} from '../oracle/routes';
import { chooseLanguage } from './language';

// Every expected value comes from the oracle (tests/oracle/), never from the generated modules.

// Pages that read the API (the job list) get the mock; the request log stays out of the output.
let restoreLogger: () => void;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  restoreLogger = setHttpLogger({ info: () => undefined, error: () => undefined });
});
// Each render's router listens to the window's popstate (the progress bar's start included): a
// router left behind would start the bar for the next test's hash, with no shell to finish it.
const routers: ReturnType<typeof createRouter>[] = [];
afterEach(() => {
  resetScenario();
  restoreLogger();
  for (const router of routers.splice(0)) router.dispose();
});
// The progress bar finishes on timers: each NProgress.set(1) queues a fade that ends, 2 × speed
// later, in NProgress.remove(). A fade queued behind another works on an element that is already
// detached, so the bar's absence does not mean its timers are done. Count the fades still to
// finish and wait for none, or a timer fires after jsdom is torn down ("document is not defined").
let fadesPending = 0;
const setProgress = NProgress.set;
NProgress.set = (n: number) => {
  if (n === 1) fadesPending++;
  return setProgress.call(NProgress, n);
};
const removeProgress = NProgress.remove;
NProgress.remove = () => {
  fadesPending--;
  removeProgress.call(NProgress);
};
afterAll(async () => {
  progress.done();
  await vi.waitFor(
    () => {
      expect(NProgress.status).toBeNull();
      expect(fadesPending).toBe(0);
      expect(document.getElementById('nprogress')).toBeNull();
    },
    { timeout: 10_000 },
  );
  server.close();
});

function renderAt(hash: string, locale?: Locale) {
  window.location.hash = hash;
  const router = createRouter();
  routers.push(router);
  return render(
    <I18nProvider initial={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the site runs on the generated code', () => {
  test(
    '"/" redirects to /home, which shows its title and the main navigation',
    proves('ROUTE-SHELL-REDIRECT', 'CONST-DEFAULT-ROUTE', 'NAV-MENUS'),
    async () => {
      renderAt(`#${ROOT.path}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: headingOf(ROOT.redirectsTo, 'en-US') }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(window.location.hash).toBe(`#${ROOT.redirectsTo}`);
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(MAIN_MENUS).toHaveLength(6); // §2's five and Products (decision 044)
      for (const menu of MAIN_MENUS)
        expect(within(nav).getAllByRole('link', { name: menu['en-US'] }).length, menu['en-US']).toBeGreaterThan(0);
      // A sector's menu item is named like its page and leads to it.
      const security = within(nav).getByRole('link', { name: headingOf('/security', 'en-US') });
      expect(security.getAttribute('href')).toBe('#/security');
    },
  );

  test(
    'the menu marks the page shown (aria-current="page"), and a click on another of its links goes there in place',
    proves('NAV-MENUS', 'ROUTE-HASH-HISTORY'),
    async () => {
      const user = userEvent.setup({ delay: null });
      // jsdom has no scrolling: the shell's scroll to the top on arrival is a no-op here.
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      // Restored even when an expectation fails, so no later test runs with it.
      onTestFinished(() => scrollTo.mockRestore());
      renderAt('#/security');
      await screen.findByRole('heading', { level: 1, name: headingOf('/security', 'en-US') });
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      const security = within(nav).getByRole('link', { name: headingOf('/security', 'en-US') });
      // The page's own link, and its section's menu (decision 044).
      const solutions = within(nav).getByRole('link', { name: 'Solutions' });
      expect([...nav.querySelectorAll('[aria-current]')]).toEqual([solutions, security]);
      expect(security.getAttribute('aria-current')).toBe('page');
      expect(solutions.getAttribute('aria-current')).toBe('true');
      const glory = within(nav).getByRole('link', { name: headingOf('/glory', 'en-US') });
      expect(glory.getAttribute('href')).toBe('#/glory');
      await user.click(glory);
      await screen.findByRole('heading', { level: 1, name: headingOf('/glory', 'en-US') });
      expect(window.location.hash).toBe('#/glory');
      const current = [...nav.querySelectorAll('[aria-current]')];
      expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
        ['About Us', 'true'],
        [headingOf('/glory', 'en-US'), 'page'],
      ]);
    },
  );

  test(
    'switching the language changes every visible string at once and is stored under "locale"',
    proves('I18N-SWITCH-PERSIST', 'CONST-STORAGE-KEY', 'SITE-BILINGUAL'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderAt('#/city');
      await screen.findByRole('heading', { level: 1, name: headingOf('/city', 'en-US') });
      await chooseLanguage(user, 'zh-CN');
      expect(await screen.findByRole('heading', { level: 1, name: headingOf('/city', 'zh-CN') })).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: '主导航' });
      for (const menu of MAIN_MENUS)
        expect(within(nav).getAllByRole('link', { name: menu['zh-CN'] }).length, menu['zh-CN']).toBeGreaterThan(0);
      // The document's language, the stored choice and the title follow in effects: wait for them.
      await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
      await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).toBe('zh-CN'));
      await waitFor(() => expect(document.title).toBe(documentTitleOf('/city', 'zh-CN')));
    },
  );

  test('a stored locale is used at start-up', proves('I18N-LANG-STATE'), async () => {
    window.localStorage.setItem(STORAGE_KEY, 'zh-CN');
    renderAt('#/glory');
    expect(await screen.findByRole('heading', { level: 1, name: headingOf('/glory', 'zh-CN') })).toBeTruthy();
  });

  // The 38 paths of §2 in eight groups per language, so that each test stays far from its timeout
  // on a busy machine (a page is rendered, its chunk imported, its heading and title awaited).
  const GROUPS = 8;
  if (SPEC_PATHS.length !== SPEC_PATH_COUNT) throw new Error(`the oracle lists ${SPEC_PATHS.length} paths, not 38`);
  const groups = Array.from({ length: GROUPS }, (_, group) =>
    SPEC_PATHS.filter((_, index) => index % GROUPS === group),
  );
  const cases = LOCALES.flatMap((locale) => groups.map((paths, group) => ({ locale, paths, group: group + 1 })));
  test('the groups cover the 38 paths of §2, each once, in both languages', () => {
    expect(cases).toHaveLength(LOCALES.length * GROUPS);
    for (const locale of LOCALES) {
      const covered = cases.filter((item) => item.locale === locale).flatMap((item) => item.paths);
      expect(covered.toSorted()).toEqual([...SPEC_PATHS].sort());
    }
  });

  test.each(cases)(
    'the paths of §2 (group $group of 8) render their page’s heading and title in $locale',
    { ...proves('SITE-BILINGUAL'), timeout: 20_000 },
    async ({ locale, paths }) => {
      expect(paths.length).toBeGreaterThan(0);
      // Each page rendered afresh and checked alone: a CHANGED= run checks those it touches.
      const checked = pagesToCheck(paths, locale);
      const titled: string[] = [];
      for (const path of checked) {
        const view = renderAt(`#${path}`, locale);
        expect(await screen.findByRole('heading', { level: 1, name: headingOf(path, locale) })).toBeTruthy();
        await waitFor(() => expect(document.title).toBe(documentTitleOf(path, locale)));
        titled.push(path);
        act(() => view.unmount());
      }
      expect(titled).toEqual(checked);
    },
  );
});
