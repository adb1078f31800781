import { SERVER_ERROR_MSG } from '../../mocks/scenarios';
import { expectConstant } from '../expect-constant';
import { CONSTANTS, REQUEST_TIMEOUT_MS } from '../oracle/constants';
import {
  APPLY_FIELDS,
  APPLY_FORM,
  APPLY_SUBMIT,
  fieldName,
  JOB_COLUMNS,
  JOB_DEPARTMENTS,
  PARTNER_FORM,
  PARTNER_SCOPE_GROUP,
  PARTNER_SCOPES,
  PARTNER_SUBMIT,
  PARTNER_TEXT_FIELDS,
} from '../oracle/forms';
import { callOf, ENDPOINTS } from '../oracle/http';
import { headingOf, LOCALES } from '../oracle/routes';
import { page as pageOf } from '../scope';
import { expect, type Page, type Request, sentJson, test } from './fixtures';
import { proves, reads } from './proves';
import {
  appRunning,
  chooseLanguage,
  collectErrors,
  expectHeading,
  fillField,
  firstOnPageClock,
  recordTraffic,
  storeLocale,
  unexpectedTraffic,
} from './site';

declare global {
  interface Window {
    /** The page's fetch calls that rejected (an abort included), counted by the timeout test. */
    __fetchesFailed?: number;
  }
}

/** The page at `path`, its API in `scenario` (the mock reads `?scenario=` from the page's address). */
async function open(page: Page, path: string, scenario?: string): Promise<void> {
  await page.goto(`/${scenario ? `?scenario=${scenario}` : ''}#${path}`);
  // Without a scenario, `/` sends the visitor to the page's static copy (decision 048), whose form
  // answers once the app has taken it over.
  await expect.poll(() => appRunning(page), `${path}: the app runs`).toBe(true);
}

/** A field of the oracle, found by its accessible name in `locale`. */
const textbox = (page: Page, field: Parameters<typeof fieldName>[0], locale: 'en-US' | 'zh-CN' = 'en-US') =>
  page.getByRole('textbox', { name: fieldName(field, locale), exact: true });

/** "METHOD /path" of an API request. */
const apiCall = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

/** The API calls the page makes from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(apiCall(request));
  });
  return calls;
}

/** Fills the partner form's required fields (the oracle's samples) and one scope. */
async function fillPartner(page: Page): Promise<void> {
  const required = PARTNER_TEXT_FIELDS.filter((field) => field.required);
  expect(required).toHaveLength(4);
  for (const field of required) await fillField(textbox(page, field), field.sample['en-US']);
  await page.getByRole('checkbox', { name: 'Algorithm', exact: true }).check();
}

test.describe('the partner form against the mock API', () => {
  for (const locale of LOCALES) {
    test(
      `in ${locale}: every field of §3 and all four scopes are on the page, filled and sent with add`,
      proves('FORM-PARTNER-FIELDS', 'UI-PARTNER-FORM', 'ENDPOINT-ADD', 'DECISION-PARTNER-DESTINATION').on(
        pageOf(PARTNER_FORM.path, locale),
      ),
      async ({ page }) => {
        const errors = collectErrors(page);
        await storeLocale(page, locale);
        await open(page, PARTNER_FORM.path);
        await expectHeading(page, headingOf(PARTNER_FORM.path, locale));
        const calls = recordApiCalls(page);
        const form = page.getByRole('main').locator('form');
        // The text fields: exactly §3's six, each found by its label in this language.
        expect(PARTNER_TEXT_FIELDS).toHaveLength(6);
        await expect(form.getByRole('textbox')).toHaveCount(PARTNER_TEXT_FIELDS.length);
        for (const field of PARTNER_TEXT_FIELDS) {
          await fillField(textbox(page, field, locale), field.sample[locale]);
          await expect(textbox(page, field, locale)).toHaveValue(field.sample[locale]);
        }
        // The scope: a group of exactly §3's four options, in its order, all of them chosen.
        expect(PARTNER_SCOPES).toHaveLength(4);
        const scopes = form.getByRole('group', { name: PARTNER_SCOPE_GROUP[locale], exact: true });
        const boxes = scopes.getByRole('checkbox');
        await expect(boxes).toHaveCount(PARTNER_SCOPES.length);
        for (const [index, scope] of PARTNER_SCOPES.entries()) {
          await expect(boxes.nth(index)).toHaveAccessibleName(scope.label[locale]);
          await scopes.getByRole('checkbox', { name: scope.label[locale], exact: true }).check();
        }
        for (const scope of PARTNER_SCOPES)
          await expect(scopes.getByRole('checkbox', { name: scope.label[locale], exact: true })).toBeChecked();
        // A multi-select: taking one back leaves the others chosen.
        const last = PARTNER_SCOPES[PARTNER_SCOPES.length - 1];
        if (!last) throw new Error('no scope');
        await scopes.getByRole('checkbox', { name: last.label[locale], exact: true }).uncheck();
        await expect(scopes.getByRole('checkbox', { checked: true })).toHaveCount(PARTNER_SCOPES.length - 1);
        await scopes.getByRole('checkbox', { name: last.label[locale], exact: true }).check();
        expect(calls, 'nothing is sent before the submit').toEqual([]);

        const [request] = await Promise.all([
          page.waitForRequest((candidate) => new URL(candidate.url()).pathname === ENDPOINTS.add.path),
          form.getByRole('button', { name: PARTNER_SUBMIT[locale], exact: true }).click(),
        ]);
        expect(request.method()).toBe(ENDPOINTS.add.method);
        expect(await sentJson(request)).toEqual({
          type: PARTNER_FORM.type,
          ...Object.fromEntries(PARTNER_TEXT_FIELDS.map((field) => [field.name, field.sample[locale]])),
          scopes: PARTNER_SCOPES.map((scope) => scope.value),
        });
        await expect(page.getByRole('status')).toContainText(/S\d{6}/);
        expect(calls, 'the submit is the only API call').toEqual([callOf(ENDPOINTS.add)]);
        expect(errors).toEqual([]);
      },
    );
  }

  test(
    'the request carries the fixed headers, to the page’s own origin',
    proves('HTTP-CSP-HEADER', 'HTTP-BODY-METHODS', 'HTTP-BASE-URL').on(pageOf(PARTNER_FORM.path, 'en-US')),
    async ({ page }) => {
      await open(page, PARTNER_FORM.path);
      await expectHeading(page, headingOf(PARTNER_FORM.path, 'en-US'));
      await fillPartner(page);
      const [request] = await Promise.all([
        page.waitForRequest((candidate) => new URL(candidate.url()).pathname === ENDPOINTS.add.path),
        page.getByRole('button', { name: PARTNER_SUBMIT['en-US'], exact: true }).click(),
      ]);
      expect(new URL(request.url()).origin, 'same origin: the base address is empty').toBe(new URL(page.url()).origin);
      expect(request.method()).toBe('POST');
      const headers = await request.allHeaders();
      expect(headers['content-security-policy']).toBe('upgrade-insecure-requests');
      expect(headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(await sentJson(request)).toMatchObject({ type: 'partner', scopes: ['algorithm'] });
    },
  );

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test(
      'errors appear beside their fields in Chinese, the focus on the first',
      proves('DECISION-VALIDATION-RULES').on(pageOf('/cooperativepartner', 'zh-CN')),
      async ({ page }) => {
        await open(page, '/cooperativepartner');
        await fillField(page.getByLabel('电子邮箱'), 'li.wei@');
        await page.getByRole('button', { name: '提交' }).click();
        await expect(page.getByRole('alert')).toHaveText('部分内容需要修改，请查看下方标出的字段。');
        await expect(page.getByLabel('公司名称')).toBeFocused();
        await expect(page.getByLabel('电子邮箱')).toHaveAccessibleDescription(
          '请输入有效的电子邮箱，例如 name@example.com。',
        );
        await expect(page.getByLabel('电子邮箱')).toHaveValue('li.wei@');
      },
    );
  });

  test(
    'a 500 on an English page says so in English (the server’s msg is Chinese); the fields and a reload keep everything typed',
    proves('ERR-500-MSG', 'ERR-RESPONSE-LOG', 'DECISION-ERROR-MESSAGES', 'SEC-500-MSG-LANGUAGE').on(
      pageOf(PARTNER_FORM.path, 'en-US'),
    ),
    async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
      await open(page, PARTNER_FORM.path, 'server-error');
      await fillPartner(page);
      await page.getByRole('button', { name: PARTNER_SUBMIT['en-US'], exact: true }).click();
      // Decision 037: the mock's msg is Chinese, so an English visitor reads the site's own words.
      await expect(page.getByRole('alert')).toContainText('The server ran into a problem.');
      await expect(page.getByRole('alert')).not.toContainText(SERVER_ERROR_MSG);
      await expect(page.getByRole('alert')).toContainText('Everything you typed is kept');
      expect(logged.some((line) => line.startsWith('error:') && /connection error/i.test(line))).toBe(true);
      await page.reload();
      const [company] = PARTNER_TEXT_FIELDS;
      await expect(textbox(page, company)).toHaveValue(company.sample['en-US']);
      await expect(page.getByRole('checkbox', { name: 'Algorithm', exact: true })).toBeChecked();
    },
  );

  test(
    `a request that never answers fails as a timeout after ${REQUEST_TIMEOUT_MS / 1000} s`,
    proves('HTTP-TIMEOUT', 'CONFIG-APP', 'CONST-REQUEST-TIMEOUT').on(pageOf(APPLY_FORM.path, 'en-US')),
    async ({ page }) => {
      // When the page gives up on a request, its fetch rejects: counted as it happens, so the
      // page's clock can say when.
      await page.addInitScript(() => {
        const fetch = window.fetch.bind(window);
        window.__fetchesFailed = 0;
        window.fetch = (...args) =>
          fetch(...args).catch((error: unknown) => {
            window.__fetchesFailed = (window.__fetchesFailed ?? 0) + 1;
            throw error;
          });
      });
      await page.clock.install();
      await open(page, APPLY_FORM.path, 'never');
      const [fullName, message] = APPLY_FIELDS;
      await fillField(textbox(page, fullName), fullName.sample['en-US']);
      await fillField(textbox(page, message), message.sample['en-US']);
      // From here on (a moment ahead) the page's time only moves when the test says so.
      await page.clock.pauseAt(Date.now() + 10_000);
      // The client sets its timer just before it calls fetch: once the request is out, the timer runs.
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === ENDPOINTS.add.path);
      await page.getByRole('button', { name: APPLY_SUBMIT['en-US'], exact: true }).click();
      await sent;
      await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      const gaveUp = await firstOnPageClock(page, () => page.evaluate(() => (window.__fetchesFailed ?? 0) > 0), {
        exact: REQUEST_TIMEOUT_MS,
        step: 1_000,
      });
      expectConstant(CONSTANTS.requestTimeout, gaveUp?.at, gaveUp);
      await page.clock.runFor(1_000);
      await expect(page.getByRole('alert')).toContainText('The server did not answer in time.');
      await expect(textbox(page, fullName)).toHaveValue(fullName.sample['en-US']);
    },
  );
});

test.describe('the apply form against the mock API', () => {
  test.use({ locale: 'zh-CN' });
  test(
    'has §3’s fields; keeps a draft across a reload, sends once however often it is clicked, confirms and clears the draft',
    proves('FORM-APPLY-FIELDS', 'DECISION-APPLY-DESTINATION', 'ENDPOINT-ADD').on(pageOf(APPLY_FORM.path, 'zh-CN')),
    async ({ page }) => {
      const errors = collectErrors(page);
      const calls = recordApiCalls(page);
      const sent: Promise<unknown>[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === ENDPOINTS.add.path) sent.push(sentJson(request));
      });
      // `slow` answers after 3 s: long enough to click again while the first request is out.
      await open(page, APPLY_FORM.path, 'slow');
      await expectHeading(page, headingOf(APPLY_FORM.path, 'zh-CN'));
      // Exactly §3's fields: full name and message content.
      expect(APPLY_FIELDS).toHaveLength(2);
      await expect(page.getByRole('main').locator('form').getByRole('textbox')).toHaveCount(APPLY_FIELDS.length);
      for (const field of APPLY_FIELDS) await fillField(textbox(page, field, 'zh-CN'), field.sample['zh-CN']);
      await page.reload();
      for (const field of APPLY_FIELDS) await expect(textbox(page, field, 'zh-CN')).toHaveValue(field.sample['zh-CN']);

      const button = page.getByRole('button', { name: APPLY_SUBMIT['zh-CN'], exact: true });
      await button.click();
      await expect(page.getByRole('button', { name: '正在提交…' })).toBeDisabled();
      await page.getByRole('button', { name: '正在提交…' }).click({ force: true });
      await expect(page.getByRole('status')).toContainText(/提交成功。我们已收到您的信息（编号 S\d{6}）/, {
        timeout: 10_000,
      });
      expect(await Promise.all(sent)).toEqual([
        {
          type: APPLY_FORM.type,
          ...Object.fromEntries(APPLY_FIELDS.map((field) => [field.name, field.sample['zh-CN']])),
        },
      ]);
      expect(calls, 'the one submit is the only API call').toEqual([callOf(ENDPOINTS.add)]);

      await page.reload();
      for (const field of APPLY_FIELDS) await expect(textbox(page, field, 'zh-CN')).toHaveValue('');
      expect(errors).toEqual([]);
    },
  );
});

test.describe('the job list against the mock API', () => {
  const JOB_LIST = pageOf('/socialrecruitment', 'en-US');
  /** The tests that switch to Chinese read the list in both languages. */
  const BOTH = [JOB_LIST, pageOf('/socialrecruitment', 'zh-CN')];
  test(
    'shows each post’s department and release time, and filters by §3’s five departments with query',
    proves('JOBS-FIELDS', 'UI-JOB-FILTER', 'ENDPOINT-QUERY', 'HTTP-GET-QUERY').on(BOTH),
    async ({ page }) => {
      const calls = recordApiCalls(page);
      await open(page, '/socialrecruitment');
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      await expect(
        table.getByRole('columnheader', { name: JOB_COLUMNS.department['en-US'], exact: true }),
      ).toBeVisible();
      await expect(
        table.getByRole('columnheader', { name: JOB_COLUMNS.releasedAt['en-US'], exact: true }),
      ).toBeVisible();
      expect(calls).toEqual([callOf(ENDPOINTS.query)]);
      // The filter offers all departments and §3's five, in its order.
      const filter = page.getByRole('group', { name: 'Department', exact: true }).getByRole('button');
      expect(JOB_DEPARTMENTS).toHaveLength(5);
      await expect(filter).toHaveText(['All departments', ...JOB_DEPARTMENTS.map((item) => item.label['en-US'])]);
      // Every post shows a department of §3 and its release time as a date.
      const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
      const departmentCells = () =>
        rows.evaluateAll((list) => list.map((row) => row.querySelector('td')?.textContent ?? ''));
      const labels = JOB_DEPARTMENTS.map((item) => item.label['en-US']);
      const shown = await departmentCells();
      expect(shown.length).toBeGreaterThan(0);
      for (const cell of shown) expect(labels).toContain(cell);
      await expect(rows.locator('time')).toHaveCount(shown.length);
      for (const time of await rows.locator('time').all())
        await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);

      for (const department of JOB_DEPARTMENTS) {
        const [request] = await Promise.all([
          page.waitForRequest((candidate) => new URL(candidate.url()).pathname === ENDPOINTS.query.path),
          page.getByRole('button', { name: department.label['en-US'], exact: true }).click(),
        ]);
        expect(request.method()).toBe(ENDPOINTS.query.method);
        expect(new URL(request.url()).searchParams.get('department')).toBe(department.value);
        expect(request.postData()).toBeNull();
        // Only that department's posts (the mock has posts in each).
        await expect
          .poll(async () => {
            const cells = await departmentCells();
            return cells.length > 0 && cells.every((cell) => cell === department.label['en-US']);
          }, `only ${department.value} posts`)
          .toBe(true);
      }
      // In Chinese, the same cells in Chinese, with no new request.
      const asked = calls.length;
      await chooseLanguage(page, 'zh-CN');
      const last = JOB_DEPARTMENTS[JOB_DEPARTMENTS.length - 1];
      if (!last) throw new Error('no department');
      await expect(
        table.getByRole('columnheader', { name: JOB_COLUMNS.department['zh-CN'], exact: true }),
      ).toBeVisible();
      await expect(
        table.getByRole('columnheader', { name: JOB_COLUMNS.releasedAt['zh-CN'], exact: true }),
      ).toBeVisible();
      await expect
        .poll(async () => {
          const cells = await departmentCells();
          return cells.length > 0 && cells.every((cell) => cell === last.label['zh-CN']);
        })
        .toBe(true);
      await expect(rows.locator('time').first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
      expect(calls.length, 'a language switch needs no new request').toBe(asked);
    },
  );

  // QA: a department with one post said "1 positions". English says "1 position", "2 positions";
  // Chinese has no plural ("共 1 个职位").
  test(
    'the number of positions is worded for its number in each language',
    proves('UI-JOB-FILTER').on(BOTH),
    async ({ page }) => {
      await open(page, '/socialrecruitment');
      const table = page.getByRole('table');
      const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
      const english = (count: number) => `${count} ${count === 1 ? 'position' : 'positions'}`;
      const counts: number[] = [];
      for (const department of JOB_DEPARTMENTS) {
        await page.getByRole('button', { name: department.label['en-US'], exact: true }).click();
        const count = page.getByText(/^\d+ positions?$/);
        await expect(count).toBeVisible();
        // Within one page of results every post is a row, so the rows are the number said.
        await expect
          .poll(async () => (await rows.locator('td').first().textContent()) === department.label['en-US'])
          .toBe(true);
        const shown = await rows.count();
        counts.push(shown);
        await expect(count).toHaveText(english(shown));
      }
      expect(counts, 'a department with a single post shows the singular').toContain(1);
      expect(
        counts.some((count) => count > 1),
        'a department with several posts shows the plural',
      ).toBe(true);
      await chooseLanguage(page, 'zh-CN');
      const last = counts.at(-1) ?? 0;
      await expect(page.getByText(`共 ${last} 个职位`, { exact: true })).toBeVisible();
    },
  );

  const notFound = proves('ERR-404').on(JOB_LIST);
  test('an unknown service (404) shows its message; "Try again" asks again', notFound, async ({ page }) => {
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/PostInfo/query')) asked++;
    });
    await open(page, '/socialrecruitment', 'not-found');
    await expect(page.getByRole('alert')).toContainText('The service could not be found.');
    expect(asked).toBe(1);
    // The scenario holds for this page load, so the second answer is a 404 too.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => asked).toBe(2);
    await expect(page.getByRole('alert')).toContainText('The service could not be found.');
  });

  test('no posts: the empty state', reads(JOB_LIST), async ({ page }) => {
    await open(page, '/socialrecruitment', 'empty');
    await expect(page.getByText('There are no open positions in this department right now.')).toBeVisible();
  });

  test('a 401 says the request was refused', proves('ERR-401').on(JOB_LIST), async ({ page }) => {
    await open(page, '/socialrecruitment', 'unauthorized');
    await expect(page.getByRole('alert')).toContainText('The server refused the request (not authorised).');
  });

  test('a dropped connection says the server could not be reached', reads(JOB_LIST), async ({ page }) => {
    await open(page, '/socialrecruitment', 'network-error');
    await expect(page.getByRole('alert')).toContainText('The server could not be reached.');
  });
});

test.describe('the only traffic is the site’s own chunks and files (every page: crawl.spec.ts)', () => {
  const switching = proves('HTTP-NO-OTHER-TRAFFIC').on(pageOf('/home', 'en-US'), pageOf('/home', 'zh-CN'));
  test('a language switch loads only the other language’s chunk', switching, async ({ page }) => {
    const traffic = recordTraffic(page);
    await page.goto('/#/home');
    await expectHeading(page, headingOf('/home', 'en-US'));
    // What the page loads as it opens has loaded: from here, what the switch brings.
    await traffic.settled();
    const before = traffic.requests.length;
    await chooseLanguage(page, 'zh-CN');
    await expectHeading(page, headingOf('/home', 'zh-CN'));
    await traffic.settled();
    const requests = traffic.requests.slice(before);
    expect(unexpectedTraffic(requests, new URL(page.url()).origin)).toEqual([]);
    expect(requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/'))).toEqual([]);
  });
});
