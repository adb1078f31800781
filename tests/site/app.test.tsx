import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetScenario, server } from '../../mocks/node';
import { I18nProvider } from '../../site/src/app/i18n';
import { progress } from '../../site/src/app/progress';
import { createRouter } from '../../site/src/app/router';
import type { Locale } from '../../site/src/generated/messages.gen';
import { defaultMessages } from '../../site/src/generated/messages.gen';
import { headerMenus } from '../../site/src/generated/navigation.gen';
import { pageRoutes, routePaths } from '../../site/src/generated/routes.gen';
import { setHttpLogger } from '../../site/src/http/logger';
import { proves } from '../conformance/proves';

const PAGE_CONTENT = import.meta.glob<{ content: Record<Locale, { title: string }> }>(
  '../../site/src/generated/pages/*.gen.ts',
  { eager: true },
);

// Pages that read the API (the job list) get the mock; the request log stays out of the output.
let restoreLogger: () => void;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  restoreLogger = setHttpLogger({ info: () => undefined, error: () => undefined });
});
afterEach(() => {
  resetScenario();
  restoreLogger();
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
  return render(
    <I18nProvider initial={locale}>
      <RouterProvider router={createRouter()} />
    </I18nProvider>,
  );
}

describe('the site runs on the generated code', () => {
  test(
    '"/" redirects to /home, which shows its title and the generated navigation',
    proves('ROUTE-SHELL-REDIRECT', 'CONST-DEFAULT-ROUTE', 'NAV-MENUS'),
    async () => {
      renderAt('#/');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Biometrics, AI and IoT for a smarter world' },
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      expect(window.location.hash).toBe('#/home');
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      const topLevel = headerMenus.map((menu) => defaultMessages[menu.label]);
      expect(topLevel).toEqual(['Home', 'Solutions', 'Core Competence', 'About Us', 'Join Us']);
      for (const label of topLevel) expect(within(nav).getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
      expect(within(nav).getByRole('link', { name: 'Smart Security' }).getAttribute('href')).toBe('#/security');
    },
  );

  test(
    'switching the language changes every visible string at once and is stored under "locale"',
    proves('I18N-SWITCH-PERSIST', 'CONST-STORAGE-KEY', 'SITE-BILINGUAL'),
    async () => {
      const user = userEvent.setup();
      renderAt('#/city');
      await screen.findByRole('heading', { level: 1, name: 'Smart City' });
      await user.click(screen.getByRole('button', { name: '切换到简体中文' }));
      expect(screen.getByRole('heading', { level: 1, name: '智慧城市' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('zh-CN');
      expect(window.localStorage.getItem('locale')).toBe('zh-CN');
      expect(document.title).toBe('智慧城市 | 天目智能');
    },
  );

  test('a stored locale is used at start-up', proves('I18N-LANG-STATE'), async () => {
    window.localStorage.setItem('locale', 'zh-CN');
    renderAt('#/glory');
    expect(await screen.findByRole('heading', { level: 1, name: '荣誉资质' })).toBeTruthy();
  });

  test.each(['en-US', 'zh-CN'] as const)(
    'every one of the %s route paths renders its page title',
    // 38 pages rendered one after another: about 2 s on these machines, so a timeout well clear of it.
    { ...proves('SITE-BILINGUAL'), timeout: 20_000 },
    async (locale) => {
      const titled = new Set<string>();
      for (const path of routePaths) {
        const route = pageRoutes.find((candidate) => candidate.path === path);
        const page = (route?.handle as { page: string } | undefined)?.page;
        const title =
          PAGE_CONTENT[`../../site/src/generated/pages/${page}.gen.ts`]?.content[locale].title ??
          `no content for ${page}`;
        const view = renderAt(`#${path}`, locale);
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
        titled.add(path);
        act(() => view.unmount());
      }
      expect(titled.size).toBe(38);
    },
  );
});
