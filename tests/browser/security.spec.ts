import { directives, policyDirectives, SECURITY_HEADERS, sourcesMatch, sourcesText } from '../oracle/security';
import { file, type Input, page as pageOf, pages } from '../scope';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, titleOf } from './site';

/** Another origin than the site's: the policy refuses it before any request is made. */
const FOREIGN_ORIGIN = 'https://collector.example';

/** What each address the headers are asked of answers with: `/` is the English home page's static page. */
const ANSWERS: Readonly<Record<string, Input>> = {
  '/': pageOf('/home', 'en-US'),
  '/index.html': pageOf('/home', 'en-US'),
  '/favicon.svg': file('/favicon.svg'),
  // No API behind the local nginx: the site's not-found page answers (a deployment proxies it).
  '/api/PostInfo/query?page=1&pageSize=5': file('/404.html'),
};

test.describe('security headers of the served site', () => {
  for (const path of ['/', '/index.html', '/favicon.svg', '/api/PostInfo/query?page=1&pageSize=5']) {
    const answered = proves('SEC-HEADERS').on(ANSWERS[path] ?? []);
    test(`${path} is sent with the CSP and the other headers`, answered, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
      const csp = directives(headers['content-security-policy'] ?? '');
      const expected = policyDirectives();
      expect(expected.size).toBe(7);
      for (const [name, values] of expected)
        expect(
          sourcesMatch(csp.get(name), values),
          `${name} ${csp.get(name)?.join(' ')}, not ${sourcesText(values)}`,
        ).toBe(true);
    });
  }

  test(
    'the page runs under the policy: no violation while browsing, an injected inline script is refused, and nothing on another origin can be fetched',
    proves('SEC-HEADERS').on(pages(['/home', '/cooperativepartner'], 'en-US')),
    async ({ page }) => {
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
      const fetched = (url: string) =>
        page.evaluate(async (address) => {
          try {
            await fetch(address);
            return 'fetched';
          } catch {
            return 'refused';
          }
        }, url);
      // connect-src is the site's own origin ('self', decision 038): its public files may be read,
      // as the page could read them anyway; nothing on another origin may.
      expect(await fetched('/favicon.svg'), 'a fetch of a file of the site').toBe('fetched');
      expect(await fetched(`${FOREIGN_ORIGIN}/collect?data=1`), 'a fetch to another origin').toBe('refused');
      // The blocked address as the engine reports it: whole, or (a cross-origin one) its origin only.
      await expect
        .poll(() => violations)
        .toEqual([
          'script-src-elem inline',
          expect.stringMatching(/^connect-src https:\/\/collector\.example(?:\/|$)/),
        ]);
    },
  );
});
