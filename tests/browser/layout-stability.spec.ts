import { page as pageOf } from '../scope';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { deferredPlaces, expectHeading, recordLayoutShifts, titleOf } from './site';

// /home loads its later sections, then its latest news, as the visitor scrolls to them. The places
// held for them keep everything else still: the sum of the layout shifts the browser reports
// (what Lighthouse's CLS adds up) stays near zero while the page loads and while the visitor
// scrolls to the end a screen at a time, each screen's content arriving before the next.
const WINDOWS = [
  { name: 'a desktop window', width: 1350, height: 940 },
  { name: 'a phone', width: 412, height: 823 },
] as const;

for (const window of WINDOWS) {
  test(
    `/home does not shift when its later sections arrive, on ${window.name}`,
    proves('QA-NO-LAYOUT-SHIFT').on(pageOf('/home', 'en-US')),
    async ({ page }) => {
      await page.setViewportSize({ width: window.width, height: window.height });
      const layoutShifts = await recordLayoutShifts(page);
      // A visitor reads a screen while what it shows arrives: no place held for later content is
      // left in the window.
      const settle = () => expect.poll(() => deferredPlaces(page, true)).toBe(0);
      await page.goto('/#/home');
      await expectHeading(page, await titleOf('/home', 'en-US'));
      await settle();
      // A screen at a time to the end, until the latest news (the last part to load) is there.
      const news = page.locator('.latest-news');
      for (let step = 0; step < 20 && (await news.count()) === 0; step++) {
        await page.evaluate(() => globalThis.scrollBy(0, globalThis.innerHeight));
        await settle();
      }
      await expect(news.getByRole('link').first()).toBeVisible();
      const shifts = await layoutShifts();
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
    },
  );
}
