// The forms and the job list of §3 in WebKit, against the mock API the preview server answers
// (its scenario read from `?scenario=` in the page's address, mocks/vite-plugin.ts). WebDriver
// does not see requests: what was asked is read from the page's Resource Timing entries (path
// and count, not method or body), and the answers from what the page shows.
import { describe, expect, test } from 'vitest';
import { SERVER_ERROR_MSG } from '../../mocks/scenarios';
import { proves } from '../conformance/proves';
import {
  APPLY_FIELDS,
  APPLY_FORM,
  APPLY_SUBMIT,
  fieldName,
  JOB_COLUMNS,
  JOB_DEPARTMENTS,
  JOB_FILTER_ALL,
  PARTNER_FORM,
  PARTNER_SCOPE_GROUP,
  PARTNER_SCOPES,
  PARTNER_SUBMIT,
  PARTNER_TEXT_FIELDS,
} from '../oracle/forms';
import { ENDPOINTS } from '../oracle/http';
import { headingOf, LOCALES, type Locale } from '../oracle/routes';
import { page } from '../scope';
import {
  chooseLanguage,
  clickNamed,
  expectHeading,
  findByName,
  load,
  openPage,
  pageErrors,
  recordErrors,
  sessionPerFile,
  textsOf,
  typeInto,
  type WebDriver,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

type Field = Parameters<typeof fieldName>[0];

/** A text field of the oracle, found by its label (with its required/optional mark) in `locale`. */
const FIELDS = 'main form input, main form textarea';
const field = (item: Field, locale: Locale) => findByName(driver(), FIELDS, fieldName(item, locale));

/** The value of a text field of the oracle. */
async function fieldValue(item: Field, locale: Locale): Promise<string> {
  return (await (await field(item, locale)).getAttribute('value')) ?? '';
}

/** The paths of the API requests this document made (Resource Timing), in order. */
async function apiRequests(browser: WebDriver): Promise<string[]> {
  return (await browser.executeScript(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/api/')),
  )) as string[];
}

/** The text of the rendered elements with `role`. */
const roleTexts = (role: string) => textsOf(driver(), `[role="${role}"]`);

/** Waits until an element with `role` shows text matching `pattern`. */
function expectRoleText(role: string, pattern: RegExp): Promise<string[]> {
  return waitFor(
    driver(),
    () => roleTexts(role),
    (texts) => texts.some((text) => pattern.test(text)),
    `${role} ${pattern}`,
  );
}

/** Fills the partner form's required fields (the oracle's samples) and the scope "Algorithm". */
async function fillPartner(locale: Locale): Promise<void> {
  const required = PARTNER_TEXT_FIELDS.filter((item) => item.required);
  expect(required).toHaveLength(4);
  for (const item of required) await typeInto(driver(), FIELDS, fieldName(item, locale), item.sample[locale]);
  const algorithm = PARTNER_SCOPES.find((scope) => scope.value === 'algorithm');
  if (!algorithm) throw new Error('no scope "algorithm" in the oracle');
  await clickNamed(driver(), 'main form input[type="checkbox"]', algorithm.label[locale]);
}

/** Whether the checkboxes of the partner form's scope group are checked, in the group's order. */
async function scopeStates(): Promise<{ name: string; checked: boolean }[]> {
  return (await driver().executeScript(() =>
    [...document.querySelectorAll<HTMLInputElement>('main form fieldset input[type="checkbox"]')].map((box) => ({
      name: box.labels?.[0]?.textContent?.trim() ?? '',
      checked: box.checked,
    })),
  )) as { name: string; checked: boolean }[];
}

describe('the partner form against the mock API', () => {
  for (const locale of LOCALES) {
    test(
      `in ${locale}: every field of §3 and all four scopes are on the page, filled and sent with add`,
      proves('FORM-PARTNER-FIELDS', 'UI-PARTNER-FORM', 'ENDPOINT-ADD', 'DECISION-PARTNER-DESTINATION').on(
        page(PARTNER_FORM.path, locale),
      ),
      async () => {
        await openPage(driver(), PARTNER_FORM.path, locale);
        // The text fields: exactly §3's six, each found by its label in this language.
        expect(PARTNER_TEXT_FIELDS).toHaveLength(6);
        const count = await driver().executeScript(
          () => document.querySelectorAll('main form input:not([type="checkbox"]), main form textarea').length,
        );
        expect(count).toBe(PARTNER_TEXT_FIELDS.length);
        for (const item of PARTNER_TEXT_FIELDS) {
          await typeInto(driver(), FIELDS, fieldName(item, locale), item.sample[locale]);
          expect(await fieldValue(item, locale)).toBe(item.sample[locale]);
        }
        // The scope: a group of exactly §3's four options, in its order, all of them chosen.
        const legend = (await textsOf(driver(), 'main form fieldset legend'))[0] ?? '';
        expect(legend.startsWith(PARTNER_SCOPE_GROUP[locale])).toBe(true);
        expect(PARTNER_SCOPES).toHaveLength(4);
        expect((await scopeStates()).map((box) => box.name)).toEqual(
          PARTNER_SCOPES.map((scope) => scope.label[locale]),
        );
        for (const scope of PARTNER_SCOPES)
          await clickNamed(driver(), 'main form input[type="checkbox"]', scope.label[locale]);
        expect((await scopeStates()).every((box) => box.checked)).toBe(true);
        // A multi-select: taking one back leaves the others chosen.
        const last = PARTNER_SCOPES[PARTNER_SCOPES.length - 1];
        if (!last) throw new Error('no scope');
        await clickNamed(driver(), 'main form input[type="checkbox"]', last.label[locale]);
        expect((await scopeStates()).filter((box) => box.checked)).toHaveLength(PARTNER_SCOPES.length - 1);
        await clickNamed(driver(), 'main form input[type="checkbox"]', last.label[locale]);
        expect(await apiRequests(driver()), 'nothing is sent before the submit').toEqual([]);

        await clickNamed(driver(), 'main form button', PARTNER_SUBMIT[locale]);
        // The mock accepts a valid partner request at add's path and answers with its number.
        await expectRoleText('status', /S\d{6}/);
        expect(await apiRequests(driver()), 'the submit is the only API call').toEqual([ENDPOINTS.add.path]);
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  }

  test(
    'errors appear beside their fields in Chinese, the focus on the first',
    proves('DECISION-VALIDATION-RULES').on(page(PARTNER_FORM.path, 'zh-CN')),
    async () => {
      await openPage(driver(), PARTNER_FORM.path, 'zh-CN');
      const email = PARTNER_TEXT_FIELDS.find((item) => item.name === 'email');
      const company = PARTNER_TEXT_FIELDS.find((item) => item.name === 'company');
      if (!email || !company) throw new Error('no email or company field in the oracle');
      await typeInto(driver(), FIELDS, fieldName(email, 'zh-CN'), 'li.wei@');
      await clickNamed(driver(), 'main form button', PARTNER_SUBMIT['zh-CN']);
      await waitForValue(driver(), () => roleTexts('alert'), ['部分内容需要修改，请查看下方标出的字段。'], 'the alert');
      const focused = await driver().executeScript(() => (document.activeElement as HTMLInputElement | null)?.name);
      expect(focused).toBe(company.name);
      const description = await driver().executeScript(() => {
        const input = document.querySelector<HTMLInputElement>('main form input[name="email"]');
        return (input?.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ');
      });
      expect(description).toContain('请输入有效的电子邮箱，例如 name@example.com。');
      expect(await fieldValue(email, 'zh-CN')).toBe('li.wei@');
    },
  );

  test(
    'a 500 on an English page says so in English (the server’s msg is Chinese); the fields and a reload keep everything typed',
    proves('ERR-500-MSG', 'DECISION-ERROR-MESSAGES', 'SEC-500-MSG-LANGUAGE').on(page(PARTNER_FORM.path, 'en-US')),
    async () => {
      await openPage(driver(), PARTNER_FORM.path, 'en-US', { scenario: 'server-error' });
      await fillPartner('en-US');
      await clickNamed(driver(), 'main form button', PARTNER_SUBMIT['en-US']);
      // Decision 037: the mock's msg is Chinese, so an English visitor reads the site's own words.
      const alerts = await expectRoleText('alert', /The server ran into a problem\./);
      expect(alerts.join(' ')).not.toContain(SERVER_ERROR_MSG);
      await expectRoleText('alert', /Everything you typed is kept/);
      expect(await pageErrors(driver())).toEqual([]);
      await driver().navigate().refresh();
      await expectHeading(driver(), headingOf(PARTNER_FORM.path, 'en-US'));
      const [company] = PARTNER_TEXT_FIELDS;
      await waitForValue(driver(), () => fieldValue(company, 'en-US'), company.sample['en-US'], 'the company kept');
      const algorithm = (await scopeStates()).find((box) => box.name === 'Algorithm');
      expect(algorithm?.checked).toBe(true);
    },
  );
});

describe('the apply form against the mock API', () => {
  test(
    'has §3’s fields; keeps a draft across a reload, sends once however often it is clicked, confirms and clears the draft',
    proves('FORM-APPLY-FIELDS', 'DECISION-APPLY-DESTINATION', 'ENDPOINT-ADD').on(page(APPLY_FORM.path, 'zh-CN')),
    async () => {
      // `slow` answers after 3 s: long enough to click again while the first request is out.
      await openPage(driver(), APPLY_FORM.path, 'zh-CN', { scenario: 'slow' });
      expect(APPLY_FIELDS).toHaveLength(2);
      const count = await driver().executeScript(
        () => document.querySelectorAll('main form input:not([type="checkbox"]), main form textarea').length,
      );
      expect(count).toBe(APPLY_FIELDS.length);
      for (const item of APPLY_FIELDS) await typeInto(driver(), FIELDS, fieldName(item, 'zh-CN'), item.sample['zh-CN']);
      await driver().navigate().refresh();
      await expectHeading(driver(), headingOf(APPLY_FORM.path, 'zh-CN'));
      await recordErrors(driver());
      for (const item of APPLY_FIELDS)
        await waitForValue(driver(), () => fieldValue(item, 'zh-CN'), item.sample['zh-CN'], `${item.name} kept`);

      await clickNamed(driver(), 'main form button', APPLY_SUBMIT['zh-CN']);
      const sending = await findByName(driver(), 'main form button', '正在提交…');
      expect(await sending.isEnabled()).toBe(false);
      // A second click while the first request is out (a disabled button ignores it).
      await driver().executeScript((button: HTMLButtonElement) => button.click(), sending);
      await expectRoleText('status', /提交成功。我们已收到您的信息（编号 S\d{6}）/);
      expect(await apiRequests(driver()), 'the one submit is the only API call').toEqual([ENDPOINTS.add.path]);
      expect(await pageErrors(driver())).toEqual([]);

      await driver().navigate().refresh();
      await expectHeading(driver(), headingOf(APPLY_FORM.path, 'zh-CN'));
      for (const item of APPLY_FIELDS) expect(await fieldValue(item, 'zh-CN')).toBe('');
    },
  );
});

describe('the job list against the mock API', () => {
  /** The department cell of each row of the job table's body. */
  const departmentCells = async () =>
    (await driver().executeScript(() =>
      [...document.querySelectorAll('main table tbody tr')].map((row) => row.querySelector('td')?.textContent ?? ''),
    )) as string[];

  test(
    'shows each post’s department and release time, and filters by §3’s five departments with query',
    proves('JOBS-FIELDS', 'UI-JOB-FILTER', 'ENDPOINT-QUERY', 'HTTP-GET-QUERY').on(
      page('/socialrecruitment', 'en-US'),
      page('/socialrecruitment', 'zh-CN'),
    ),
    async () => {
      await openPage(driver(), '/socialrecruitment', 'en-US');
      await waitFor(driver(), departmentCells, (cells) => cells.length > 0, 'the job posts');
      const headers = await textsOf(driver(), 'main table th[scope="col"]');
      expect(headers).toContain(JOB_COLUMNS.department['en-US']);
      expect(headers).toContain(JOB_COLUMNS.releasedAt['en-US']);
      expect(await apiRequests(driver())).toEqual([ENDPOINTS.query.path]);
      // The filter offers all departments and §3's five, in its order.
      expect(JOB_DEPARTMENTS).toHaveLength(5);
      const group = await findByName(driver(), 'main fieldset', JOB_COLUMNS.department['en-US']);
      const buttons = (await driver().executeScript(
        (element: Element) => [...element.querySelectorAll('button')].map((button) => button.textContent?.trim()),
        group,
      )) as string[];
      expect(buttons).toEqual([JOB_FILTER_ALL['en-US'], ...JOB_DEPARTMENTS.map((item) => item.label['en-US'])]);
      // Every post shows a department of §3 and its release time as a date.
      const labels = JOB_DEPARTMENTS.map((item) => item.label['en-US']);
      const shown = await departmentCells();
      expect(shown.length).toBeGreaterThan(0);
      for (const cell of shown) expect(labels).toContain(cell);
      const times = (await driver().executeScript(() =>
        [...document.querySelectorAll('main table tbody tr time')].map((time) => time.getAttribute('datetime')),
      )) as string[];
      expect(times).toHaveLength(shown.length);
      for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2}/);

      // Each department: a new query (the mock filters by its `department` query parameter), only its posts.
      for (const [index, department] of JOB_DEPARTMENTS.entries()) {
        await clickNamed(driver(), 'main fieldset button', department.label['en-US']);
        await waitFor(
          driver(),
          () => apiRequests(driver()),
          (paths) => paths.length === index + 2 && paths.every((path) => path === ENDPOINTS.query.path),
          `query asked again for ${department.value}`,
        );
        await waitFor(
          driver(),
          departmentCells,
          (cells) => cells.length > 0 && cells.every((cell) => cell === department.label['en-US']),
          `only ${department.value} posts`,
        );
      }
      const query = (await driver().executeScript(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname.startsWith('/api/'))
          .map((url) => url.searchParams.get('department')),
      )) as (string | null)[];
      expect(query.slice(1)).toEqual(JOB_DEPARTMENTS.map((item) => item.value));

      // In Chinese, the same cells in Chinese, with no new request.
      const asked = (await apiRequests(driver())).length;
      await chooseLanguage(driver(), 'zh-CN');
      const last = JOB_DEPARTMENTS[JOB_DEPARTMENTS.length - 1];
      if (!last) throw new Error('no department');
      await waitFor(
        driver(),
        () => textsOf(driver(), 'main table th[scope="col"]'),
        (texts) => texts.includes(JOB_COLUMNS.department['zh-CN']) && texts.includes(JOB_COLUMNS.releasedAt['zh-CN']),
        'the Chinese column headers',
      );
      await waitFor(
        driver(),
        departmentCells,
        (cells) => cells.length > 0 && cells.every((cell) => cell === last.label['zh-CN']),
        'the Chinese department cells',
      );
      const [firstTime] = await textsOf(driver(), 'main table tbody time');
      expect(firstTime).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
      expect((await apiRequests(driver())).length, 'a language switch needs no new request').toBe(asked);
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  test(
    'an unknown service (404) shows its message; "Try again" asks again',
    proves('ERR-404').on(page('/socialrecruitment', 'en-US')),
    async () => {
      await load(driver(), '/?scenario=not-found#/socialrecruitment');
      await expectRoleText('alert', /The service could not be found\./);
      expect(await apiRequests(driver())).toEqual([ENDPOINTS.query.path]);
      // The scenario holds for this page load, so the second answer is a 404 too.
      await clickNamed(driver(), 'main button', 'Try again');
      await waitFor(
        driver(),
        () => apiRequests(driver()),
        (paths) => paths.length === 2,
        'a second query',
      );
      await expectRoleText('alert', /The service could not be found\./);
    },
  );

  test('a 401 says the request was refused', proves('ERR-401').on(page('/socialrecruitment', 'en-US')), async () => {
    await load(driver(), '/?scenario=unauthorized#/socialrecruitment');
    await expectRoleText('alert', /The server refused the request \(not authorised\)\./);
  });
});
