import { AxeBuilder } from '@axe-core/playwright';
import { STORAGE_KEY } from '../oracle/constants';
import { headingOf, LOCALES, SPEC_PATH_COUNT, SPEC_PATHS } from '../oracle/routes';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { expectHeading, revealAll } from './site';

// axe with the WCAG 2.0 and 2.1, A and AA rules, over every route in both languages. A serious or
// critical violation fails the test; the others are listed in the report as annotations. The
// routes are §2's 38 paths from the oracle (tests/oracle/routes.ts), not the site's route table.
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
if (SPEC_PATHS.length !== SPEC_PATH_COUNT) throw new Error(`the oracle lists ${SPEC_PATHS.length} paths, not 38`);

for (const locale of LOCALES) {
  test.describe(`axe, WCAG 2.1 AA, in ${locale}`, () => {
    for (const path of SPEC_PATHS) {
      test(`${path} has no serious or critical violation`, proves('QA-AXE-AA'), async ({ page }) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          STORAGE_KEY,
          locale,
        ] as const);
        await page.goto(`/#${path}`, { waitUntil: 'networkidle' });
        await expectHeading(page, headingOf(path, locale));
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
