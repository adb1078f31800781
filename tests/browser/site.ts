import { expect, type Page } from '@playwright/test';
import { type Locale, messages } from '../../site/src/generated/messages.gen';
import { pageRoutes, type RouteHandle, type RoutePath } from '../../site/src/generated/routes.gen';

/** The page id the first registration of `path` renders. */
export function pageOf(path: RoutePath): string {
  const handle = pageRoutes.find((route) => route.path === path)?.handle as RouteHandle | undefined;
  if (!handle) throw new Error(`no route for ${path}`);
  return handle.page;
}

export function titleOf(path: RoutePath, locale: Locale): string {
  return messages[locale][`page.${pageOf(path)}.title` as keyof (typeof messages)[Locale]];
}

/** Console errors and uncaught exceptions of a page; a test asserts the list is empty. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}
