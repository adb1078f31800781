import {
  CERTIFICATIONS,
  CONTACT_SALES,
  HEADING_LAST_WORD,
  ONLINE_TRIAL_HEADING,
  PROOF_FIGURES,
  TRY_IN_BROWSER,
} from '../oracle/home';
import { LOCALES, staticPathOf } from '../oracle/routes';
import { page as pageOf, pages } from '../scope';
import { expect, FIREFOX_REDUCED_MOTION, type Page, test } from './fixtures';
import { proves } from './proves';
import { appRunning, collectErrors, openPage } from './site';

// The home page's first screen (decision 045), in each engine Playwright drives: the hero spans
// the window at a desktop's and a phone's width, its two calls to action lead where the decision
// says in each language, the proof strip states §9's figures, its motion runs unless the visitor
// asked for reduced motion, and the Chinese heading leaves 智慧 with the words before it.

const WIDTHS = [1280, 390] as const;

/** The hero's box against the window's: its left and right edges, and the page's own width. */
function heroSpan(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('main .home-stage')?.getBoundingClientRect();
    return {
      left: box?.left,
      right: box?.right,
      window: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** The running animations of the document (CSS animations and transitions, pseudo-elements too). */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const target = effect?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : 'transition';
        return `${name} on ${target instanceof Element ? target.closest('[class]')?.className : '?'}${effect?.pseudoElement ?? ''}`;
      }),
  );
}

for (const locale of LOCALES) {
  test(
    `${locale}: followed before the app runs, the static "try it in your browser" link is taken over at the trial's hash route, the trial in view`,
    proves('DECISION-HOME-HERO', 'DECISION-STATIC-TAKEOVER').on(pageOf('/algorithm', locale)),
    async ({ page }) => {
      // A visitor on a slow connection follows the link of the prerendered home page before the
      // app has made it `#/algorithm?trial=online` again: the static page's address, with its query.
      const [route, query] = TRY_IN_BROWSER.href.slice(1).split('?');
      if (!route || !query) throw new Error('the oracle links the trial with a query');
      await page.setViewportSize({ width: 1280, height: 800 });
      const errors = collectErrors(page, { warnings: true });
      await page.goto(`${staticPathOf(locale, route)}?${query}`);
      await expect(page).toHaveURL(new RegExp(`/#${route}\\?${query}$`));
      await expect.poll(() => appRunning(page)).toBe(true);
      await expect(
        page.getByRole('heading', { level: 2, name: ONLINE_TRIAL_HEADING[locale], exact: true }),
      ).toBeInViewport();
      expect(errors).toEqual([]);
    },
  );
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(
      `${width} px, ${locale}: the hero spans the window, its calls to action lead to the contact page and the online trial, the strip states §9's figures`,
      proves('DECISION-HOME-HERO').on(pageOf('/home', locale)),
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const errors = await openPage(page, '/home', locale);
        const span = await heroSpan(page);
        expect(span.left).toBeLessThanOrEqual(0);
        expect(span.right).toBeGreaterThanOrEqual(span.window);
        expect(span.scrollWidth, 'the page does not scroll sideways').toBe(span.window);

        const hero = page.locator('main .home-stage');
        // The scene is a picture with a name, drawn in a box of fixed proportions.
        await expect(hero.getByRole('img')).toHaveAccessibleName(/\S/);
        for (const action of [CONTACT_SALES, TRY_IN_BROWSER]) {
          const link = hero.getByRole('link', { name: action.name[locale], exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', action.href);
        }

        const strip = page.locator('main .home-proof');
        await expect(strip).toBeVisible();
        const pairs = strip.locator('dl > div');
        await expect(pairs).toHaveCount(PROOF_FIGURES.length);
        for (const [index, figure] of PROOF_FIGURES.entries()) {
          await expect(pairs.nth(index).getByRole('term')).toHaveText(figure.label[locale]);
          await expect(pairs.nth(index).getByRole('definition')).toHaveText(figure.value);
        }
        // Figures in the strip are set in tabular figures.
        expect(
          await strip
            .locator('dd')
            .first()
            .evaluate((value) => getComputedStyle(value).fontVariantNumeric),
        ).toBe('tabular-nums');
        await expect(strip.getByRole('listitem')).toHaveText(CERTIFICATIONS.map((name) => name[locale]));
        expect(errors).toEqual([]);
      },
    );
  }
}

for (const locale of LOCALES) {
  test(
    `${locale}: "try it in your browser" opens /algorithm with its online trial in view`,
    proves('DECISION-HOME-HERO').on(pages(['/home', '/algorithm'], locale)),
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openPage(page, '/home', locale);
      await page.getByRole('link', { name: TRY_IN_BROWSER.name[locale], exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: ONLINE_TRIAL_HEADING[locale], exact: true }),
      ).toBeInViewport();
    },
  );
}

for (const width of WIDTHS) {
  test(
    `${width} px: the Chinese heading leaves ${HEADING_LAST_WORD} with the words before it`,
    proves('DECISION-HOME-HERO').on(pageOf('/home', 'zh-CN')),
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/home', 'zh-CN');
      // Each character's line, from its box: the line that holds the word holds more than the word.
      const lines = await page.locator('main .home-stage h1').evaluate((heading) => {
        const text = heading.firstChild;
        if (!(text instanceof Text)) return [];
        const found = new Map<number, string>();
        const range = document.createRange();
        for (let index = 0; index < text.length; index++) {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          found.set(top, (found.get(top) ?? '') + (text.data[index] ?? ''));
        }
        return [...found.values()];
      });
      expect(lines.length, lines.join(' | ')).toBeGreaterThan(1);
      const last = lines.find((line) => line.includes(HEADING_LAST_WORD));
      expect(last, lines.join(' | ')).toBeDefined();
      expect(last?.replace(/[，、。\s]/g, ''), lines.join(' | ')).not.toBe(HEADING_LAST_WORD);
    },
  );
}

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });
  test(
    'the hero moves: a scan line, lock-on frames and pulses along the links',
    proves('DECISION-HOME-HERO').on(pageOf('/home', 'en-US')),
    async ({ page }) => {
      await openPage(page, '/home', 'en-US');
      await expect
        .poll(async () => (await runningAnimations(page)).filter((name) => name.includes('home-motion')).length)
        .toBeGreaterThanOrEqual(7);
    },
  );
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', firefoxPrefs: FIREFOX_REDUCED_MOTION });
  test('nothing on the page moves', proves('DECISION-HOME-HERO').on(pageOf('/home', 'en-US')), async ({ page }) => {
    await openPage(page, '/home', 'en-US');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    // What the arrival itself may animate (the progress bar finishing) ends; then nothing runs.
    await expect.poll(() => runningAnimations(page)).toEqual([]);
    await expect(page.locator('main .home-motion i').first()).toBeHidden();
  });
});
