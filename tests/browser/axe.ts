import axe from 'axe-core';
import type { Page } from './fixtures';

/** The WCAG 2.0 and 2.1 rules at levels A and AA (QA-AXE-AA). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** A violation as a test reports it: the rule, its impact, its help and where (up to five nodes). */
export interface Violation {
  readonly rule: string;
  readonly impact: axe.ImpactValue | undefined;
  readonly help: string;
  readonly nodes: number;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core's rules of `tags` over the page's document and returns the violations. axe is
 * evaluated in the page once per call, and run on the top document: the site has no frames
 * (@axe-core/playwright evaluated the 560 KB source twice per page and opened a second page to
 * merge frame results, a third of a crawl test's time; decision 027).
 */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<Violation[]> {
  if (page.frames().length !== 1)
    throw new Error(`axeViolations runs on the top document only; the page has ${page.frames().length} frames`);
  await page.evaluate(axe.source);
  return page.evaluate(async (values) => {
    const { violations } = await (globalThis as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values },
      // Only the violations' nodes are listed in full (faster; passes are not reported).
      resultTypes: ['violations'],
    });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, tags as string[]);
}
