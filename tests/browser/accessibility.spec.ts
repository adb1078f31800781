import { AxeBuilder } from '@axe-core/playwright';
import type { Locale } from '../../site/src/generated/messages.gen';
import { type RoutePath, routePaths } from '../../site/src/generated/routes.gen';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { expectHeading, revealAll, titleOf } from './site';

// axe with the WCAG 2.0 and 2.1, A and AA rules, over every route in both languages. A serious or
// critical violation fails the test; the others are listed in the report as annotations.
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

for (const locale of LOCALES) {
  test.describe(`axe, WCAG 2.1 AA, in ${locale}`, () => {
    for (const path of routePaths) {
      test(`${path} has no serious or critical violation`, proves('QA-AXE-AA'), async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
        await page.goto(`/#${path}`, { waitUntil: 'networkidle' });
        await expectHeading(page, await titleOf(path as RoutePath, locale));
        await revealAll(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
        const blocking = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        for (const violation of results.violations) {
          test.info().annotations.push({
            type: `axe ${violation.impact ?? 'unknown'}`,
            description: `${violation.id}: ${violation.nodes.length} node(s)`,
          });
        }
        expect(
          blocking.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          })),
        ).toEqual([]);
      });
    }
  });
}
