import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { isChunkLoadError, RouteError } from '../../site/src/app/route-error';
import type { Locale } from '../../site/src/generated/messages.gen';
import { I18nProvider } from '../../site/src/shared/i18n';
import { proves } from '../conformance/proves';

describe('isChunkLoadError', () => {
  test.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://example.com/assets/a.js'],
    ['Firefox', 'error loading dynamically imported module: https://example.com/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite’s stylesheet preload', 'Unable to preload CSS for /assets/a.css'],
  ])('recognises %s’s message', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  test.each([
    ['a render error', new Error('Cannot read properties of undefined')],
    ['a string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('does not take %s for one', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

function renderFailing(error: unknown, locale: Locale) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>…</p>,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <I18nProvider initial={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the error element of a page', () => {
  test(
    'a chunk that cannot be fetched: what happened and a reload action, in the visitor’s language',
    proves('NAV-PRELOAD-ERROR'),
    async () => {
      renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 'zh-CN');
      expect(await screen.findByRole('heading', { level: 1, name: '页面加载失败' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '重新加载页面' })).toBeTruthy();
      // The title is set in an effect after the heading is committed: wait for it.
      await waitFor(() => expect(document.title).toBe('页面加载失败 | 天目智能'));
    },
  );

  test('any other error: a general message, and the error reaches the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new Error('boom'), 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    log.mockRestore();
  });
});
