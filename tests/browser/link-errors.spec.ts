import { headingOf, type SpecPath } from '../oracle/routes';
import { page as pageOf } from '../scope';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { expectHeading } from './site';

// QA saw, in Firefox only, an `error` event on a `<link rel="modulepreload">` for the entry chunk
// in 8 of 60 loads of #/home and #/algorithm. A link that fails means a script or style sheet the
// page asked for did not arrive: every load must have none, in every engine.
const LOADS = 10;

interface LinkError {
  readonly rel: string;
  readonly href: string;
  readonly as: string;
}

for (const path of ['/home', '/algorithm'] as const satisfies readonly SpecPath[]) {
  const loads = proves('QA-CRAWL-CLEAN').on(pageOf(path, 'en-US'));
  test(`${LOADS} loads of #${path}: no link element reports an error`, loads, async ({ page }) => {
    test.setTimeout(90_000);
    // Before any of the page's scripts: an error event does not bubble, so listen in the capture phase.
    await page.addInitScript(() => {
      const errors: LinkError[] = [];
      (globalThis as unknown as { linkErrors: LinkError[] }).linkErrors = errors;
      document.addEventListener(
        'error',
        (event) => {
          const target = event.target;
          if (target instanceof HTMLLinkElement)
            errors.push({ rel: target.rel, href: target.href, as: target.getAttribute('as') ?? '' });
        },
        true,
      );
    });
    const found: string[] = [];
    for (let load = 1; load <= LOADS; load++) {
      await page.goto(`/#${path}`);
      await expectHeading(page, headingOf(path, 'en-US'));
      const errors = await page.evaluate(() => (globalThis as unknown as { linkErrors: LinkError[] }).linkErrors);
      for (const error of errors)
        found.push(`load ${load}: <link rel="${error.rel}" as="${error.as}" href="${error.href}">`);
      // A fresh document each time, as a visitor opening the address does.
      await page.goto('about:blank');
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
