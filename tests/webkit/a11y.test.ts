// Accessibility in WebKit: axe-core's WCAG 2.1 A and AA rules on every page of §2 in both
// languages and on the trial's panel with a result (no serious or critical violation), and the
// keyboard alone: the header menus, the apply form and the certificate viewer.
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { headingOf, LOCALES, type Locale, SPEC_PATHS } from '../oracle/routes';
import { SAMPLE_1, TRIAL } from '../oracle/trial';
import { page, pages, searchLoads } from '../scope';
import {
  clickNamed,
  currentHash,
  expectHeading,
  Key,
  MAIN_NAVIGATION,
  openPage,
  pageErrors,
  sessionPerFile,
  textsOf,
  typeKeys,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

/** The WCAG 2.0 and 2.1 rules at levels A and AA (as tests/browser/axe.ts runs them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  readonly rule: string;
  readonly impact: string | null | undefined;
  readonly targets: readonly string[];
}

/** axe-core's serious and critical violations of the document (axe is injected once per document). */
async function seriousViolations(): Promise<Violation[]> {
  const loaded = await driver().executeScript(() => 'axe' in globalThis);
  if (!loaded) await driver().executeScript(axe.source);
  const violations = (await driver().executeAsyncScript((tags: string[], done: (value: unknown) => void) => {
    (globalThis as unknown as { axe: typeof axe }).axe
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then(({ violations: found }) =>
        done(
          found.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          })),
        ),
      )
      .catch((error: unknown) => done([{ rule: `axe failed: ${String(error)}`, impact: 'critical', targets: [] }]));
  }, WCAG_21_AA)) as Violation[];
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

describe('axe, WCAG 2.1 A and AA', () => {
  test('the check finds what it looks for: an image and a button without a name planted in a page', {
    meta: { reads: [page('/home', 'en-US')] },
  }, async () => {
    await openPage(driver(), '/home', 'en-US');
    await driver().executeScript(() => {
      const main = document.querySelector('main');
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      main?.append(image, document.createElement('button'));
    });
    const rules = (await seriousViolations()).map(({ rule, impact }) => ({ rule, impact }));
    expect(rules).toContainEqual({ rule: 'image-alt', impact: 'critical' });
    expect(rules).toContainEqual({ rule: 'button-name', impact: 'critical' });
  });

  // One test per page, so that a change of one page runs its page only (decision 049). In a run of
  // them all, each page after the first of its language is reached by its hash in the document
  // already open, as a visitor moves on; a page whose test runs alone is loaded. routes.test.ts
  // checks that the oracle holds the 38 paths.
  let walking: Locale | undefined;
  for (const locale of LOCALES) {
    describe(`every path of §2 in ${locale}`, () => {
      for (const path of SPEC_PATHS) {
        test(`${path}: no serious or critical violation`, proves('QA-AXE-AA').on(page(path, locale)), async () => {
          const from = walking;
          walking = undefined;
          if (from === locale) {
            await driver().executeScript((hash: string) => {
              window.location.hash = hash;
            }, `#${path}`);
            await expectHeading(driver(), headingOf(path, locale));
          } else {
            await openPage(driver(), path, locale);
          }
          // Once the route change has settled, as the crawl looks at a loaded page: nprogress's
          // bar showing mid-change is not what the visitor reads (its role is checked in shell.spec.ts).
          await waitForValue(
            driver(),
            () => driver().executeScript(() => document.getElementById('nprogress') === null),
            true,
            `${path}: the progress bar done`,
          );
          expect(await seriousViolations(), `${path} in ${locale}`).toEqual([]);
          expect(await pageErrors(driver())).toEqual([]);
          walking = locale;
        });
      }
    });
  }

  for (const locale of LOCALES) {
    test(
      `the trial's panel with a detection result in ${locale}: no serious or critical violation`,
      proves('TRIAL-ACCESSIBLE').on(page('/algorithm', locale)),
      async () => {
        const words = TRIAL[locale];
        await openPage(driver(), '/algorithm', locale);
        await clickNamed(driver(), 'main button', words.start);
        await clickNamed(driver(), '.trial-panel button, .samples button', words.sample(1));
        await waitFor(
          driver(),
          () => textsOf(driver(), '.trial-panel [role="status"]'),
          (texts) => texts.some((text) => words.facesFound(SAMPLE_1.faces).test(text)),
          'the detection result',
          150_000,
        );
        expect(await seriousViolations()).toEqual([]);
      },
    );
  }
});

/** Presses Tab until the element `isTarget` recognises has the focus, failing after `limit` presses. */
async function tabTo(isTarget: string, limit: number): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await driver().executeScript(`return (${isTarget})(document.activeElement);`)) return;
    await typeKeys(driver(), Key.TAB);
  }
  throw new Error(`never focused after ${limit} presses of Tab: ${isTarget}`);
}

/** Presses keys on whatever has the focus. */
async function press(...keys: string[]): Promise<void> {
  await typeKeys(driver(), ...keys);
}

describe('the keyboard alone', () => {
  test(
    'the header menus: open with Enter, walk with Tab, close with Escape, follow a link',
    proves('QA-KEYBOARD-WALK', 'NAV-MENUS').on(pages(['/home', '/glory'], 'en-US')),
    async () => {
      await openPage(driver(), '/home', 'en-US');
      const nav = `nav[aria-label="${MAIN_NAVIGATION['en-US']}"]`;
      const about = `(element) => element?.matches('${nav} button') && element.getAttribute('aria-label') === 'About Us: show the pages'`;
      const honours = `(element) => element?.matches('${nav} a') && element.textContent.trim() === 'Honours and Qualifications'`;
      await tabTo(about, 60);
      await press(Key.ENTER);
      await waitForValue(
        driver(),
        () => driver().executeScript(() => document.activeElement?.getAttribute('aria-expanded')),
        'true',
        'the menu open',
      );
      await tabTo(honours, 5);
      await press(Key.ESCAPE);
      expect(await driver().executeScript(`return (${about})(document.activeElement);`)).toBe(true);
      await press(Key.SPACE);
      await tabTo(honours, 5);
      await press(Key.ENTER);
      await expectHeading(driver(), headingOf('/glory', 'en-US'));
      expect(await currentHash(driver())).toBe('#/glory');
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  test(
    'the apply form: fill and send with the keyboard alone',
    // Tabbing through the header's search field loads the search index (site/src/app/search-box.tsx).
    proves('QA-KEYBOARD-WALK').on(page('/job', 'en-US'), searchLoads('en-US')),
    async () => {
      await openPage(driver(), '/job', 'en-US');
      await tabTo(`(element) => element?.matches('main form input') && element.name === 'fullName'`, 200);
      await press('Chen Jing');
      await press(Key.TAB);
      expect(await driver().executeScript(() => (document.activeElement as HTMLTextAreaElement | null)?.name)).toBe(
        'message',
      );
      await press('I would like to apply for the embedded software engineer post.');
      await tabTo(`(element) => element?.matches('main form button') && element.textContent.trim() === 'Apply now'`, 5);
      await press(Key.ENTER);
      await waitFor(
        driver(),
        () => textsOf(driver(), 'main [role="status"]'),
        (texts) => texts.some((text) => text.includes('Thank you. We have received your submission')),
        'the confirmation',
      );
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  test(
    'the certificate viewer: open with Enter, zoom with keys and buttons, close with Escape',
    // Tabbing through the header's search field loads the search index (site/src/app/search-box.tsx).
    proves('QA-KEYBOARD-WALK', 'UI-CERTIFICATE-ZOOM').on(page('/glory', 'en-US'), searchLoads('en-US')),
    async () => {
      await openPage(driver(), '/glory', 'en-US');
      const opener = `(element) => element?.matches('main button.certificate-open') && element.textContent.includes('View larger: National High-Tech Enterprise')`;
      await tabTo(opener, 60);
      await press(Key.ENTER);
      const level = () =>
        driver().executeScript(() => document.querySelector('dialog output, [role="dialog"] output')?.textContent);
      await waitForValue(driver(), level, '100%', 'the viewer open');
      await press('+');
      await waitForValue(driver(), level, '125%', 'zoomed in with +');
      await tabTo(
        `(element) => element?.matches('dialog button, [role="dialog"] button') && (element.getAttribute('aria-label') ?? element.textContent).trim() === 'Zoom out'`,
        4,
      );
      await press(Key.ENTER);
      await press(Key.ENTER);
      await waitForValue(driver(), level, '80%', 'zoomed out twice');
      await press('0');
      await waitForValue(driver(), level, '100%', 'reset');
      await press(Key.ESCAPE);
      await waitForValue(
        driver(),
        () => driver().executeScript(`return (${opener})(document.activeElement);`),
        true,
        'the focus back on the opener',
      );
      expect(await pageErrors(driver())).toEqual([]);
    },
  );
});
