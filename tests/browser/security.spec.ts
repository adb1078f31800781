import { directives, policyDirectives, SECURITY_HEADERS } from '../oracle/security';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, titleOf } from './site';

test.describe('security headers of the served site', () => {
  for (const path of ['/', '/index.html', '/favicon.svg', '/api/PostInfo/query?page=1&pageSize=5']) {
    test(`${path} is sent with the CSP and the other headers`, proves('SEC-HEADERS'), async ({ request, baseURL }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
      const csp = directives(headers['content-security-policy'] ?? '');
      const expected = policyDirectives(baseURL ?? '');
      expect(expected.size).toBe(7);
      for (const [name, values] of expected) expect(csp.get(name), name).toEqual(values);
    });
  }

  test(
    'the page runs under the policy: no violation while browsing, an injected inline script is refused, and nothing but the API can be fetched',
    proves('SEC-HEADERS'),
    async ({ page, baseURL }) => {
      const errors = collectErrors(page);
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation(text: string): void }).reportViolation(
            `${event.effectiveDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto('/#/home');
      await expectHeading(page, await titleOf('/home', 'en-US'));
      await page.goto('/#/cooperativepartner');
      await expectHeading(page, await titleOf('/cooperativepartner', 'en-US'));
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);

      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
        return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
      });
      expect(ran, 'an inline script ran').toBe(false);
      const apiStatus = await page.evaluate(async () => (await fetch('/api/PostInfo/query?page=1&pageSize=1')).status);
      expect(apiStatus).toBe(200);
      const elsewhere = await page.evaluate(async () => {
        try {
          await fetch('/favicon.svg');
          return 'fetched';
        } catch {
          return 'refused';
        }
      });
      expect(elsewhere, 'a fetch outside /api/').toBe('refused');
      await expect.poll(() => violations).toEqual(['script-src-elem inline', `connect-src ${baseURL}/favicon.svg`]);
    },
  );
});
