import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../site/src/generated/messages.gen';
import { pageRoutes, type RouteHandle, type RoutePath } from '../../site/src/generated/routes.gen';

/** The page id the first registration of `path` renders. */
export function pageOf(path: RoutePath): string {
  const handle = pageRoutes.find((route) => route.path === path)?.handle as RouteHandle | undefined;
  if (!handle) throw new Error(`no route for ${path}`);
  return handle.page;
}

/** The URL path of the chunk that holds the page `path` renders (Vite names it after the module). */
export function chunkPattern(path: RoutePath): RegExp {
  return new RegExp(`/assets/${pageOf(path)}-[\\w-]{8}\\.js$`);
}

/** The page's main heading in `locale`, from its generated content module. */
export async function titleOf(path: RoutePath, locale: Locale): Promise<string> {
  const module = (await import(`../../site/src/generated/pages/${pageOf(path)}.gen.ts`)) as {
    content: Record<Locale, { title: string }>;
  };
  return module.content[locale].title;
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
