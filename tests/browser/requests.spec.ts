import { SERVER_ERROR_MSG } from '../../mocks/scenarios';
import { jobPosts } from '../../site/src/generated/jobs.gen';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, titleOf } from './site';

/** The page at `path`, its API in `scenario` (the mock reads `?scenario=` from the page's address). */
async function open(page: Page, path: string, scenario?: string): Promise<void> {
  await page.goto(`/${scenario ? `?scenario=${scenario}` : ''}#${path}`);
}

async function fillPartner(page: Page): Promise<void> {
  await page.getByLabel('Company name').fill('Foshan Metro Group');
  await page.getByLabel('Your name').fill('Li Wei');
  await page.getByLabel('Mobile phone number').fill('13812345678');
  await page.getByLabel('Email address').fill('li.wei@example.com');
  await page.getByRole('checkbox', { name: 'Algorithm' }).check();
}

test.describe('the partner form against the mock API', () => {
  test(
    'sends the form with add: the request carries the fixed headers and the JSON body',
    proves('FORM-PARTNER-FIELDS', 'ENDPOINT-ADD', 'HTTP-CSP-HEADER', 'HTTP-BODY-METHODS', 'HTTP-BASE-URL'),
    async ({ page }) => {
      const errors = collectErrors(page);
      await open(page, '/cooperativepartner');
      await expectHeading(page, await titleOf('/cooperativepartner', 'en-US'));
      await fillPartner(page);
      const [request] = await Promise.all([
        page.waitForRequest((candidate) => candidate.url().includes('/api/servce-city-management/CollectCar/insert')),
        page.getByRole('button', { name: 'Submit' }).click(),
      ]);
      expect(new URL(request.url()).origin, 'same origin: the base address is empty').toBe(new URL(page.url()).origin);
      expect(request.method()).toBe('POST');
      const headers = await request.allHeaders();
      expect(headers['content-security-policy']).toBe('upgrade-insecure-requests');
      expect(headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(request.postDataJSON()).toMatchObject({
        type: 'partner',
        company: 'Foshan Metro Group',
        scopes: ['algorithm'],
      });
      await expect(page.getByRole('status')).toContainText(/reference S\d{6}/);
      expect(errors).toEqual([]);
    },
  );

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test(
      'errors appear beside their fields in Chinese, the focus on the first',
      proves('DECISION-VALIDATION-RULES'),
      async ({ page }) => {
        await open(page, '/cooperativepartner');
        await page.getByLabel('电子邮箱').fill('li.wei@');
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
    'a 500 shows the server’s msg; the fields and a reload keep everything typed',
    proves('ERR-500-MSG', 'ERR-RESPONSE-LOG', 'DECISION-ERROR-MESSAGES'),
    async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
      await open(page, '/cooperativepartner', 'server-error');
      await fillPartner(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toContainText(`The server ran into a problem: ${SERVER_ERROR_MSG}`);
      await expect(page.getByRole('alert')).toContainText('Everything you typed is kept');
      expect(logged.some((line) => line.startsWith('error:') && /connection error/i.test(line))).toBe(true);
      await page.reload();
      await expect(page.getByLabel('Company name')).toHaveValue('Foshan Metro Group');
      await expect(page.getByRole('checkbox', { name: 'Algorithm' })).toBeChecked();
    },
  );

  test(
    'a request that never answers fails as a timeout after 60 s',
    proves('HTTP-TIMEOUT', 'CONFIG-APP', 'CONST-REQUEST-TIMEOUT'),
    async ({ page }) => {
      await page.clock.install();
      await open(page, '/job', 'never');
      await page.getByLabel('Full name').fill('Wang Fang');
      await page.getByLabel('Message content').fill('Applying for the front-end position.');
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await page.clock.runFor(59_000);
      await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await page.clock.runFor(1_500);
      await expect(page.getByRole('alert')).toContainText('The server did not answer in time.');
      await expect(page.getByLabel('Full name')).toHaveValue('Wang Fang');
    },
  );
});

test.describe('the apply form against the mock API', () => {
  test.use({ locale: 'zh-CN' });
  test(
    'keeps a draft across a reload, sends once however often it is clicked, confirms and clears the draft',
    proves('FORM-APPLY-FIELDS', 'DECISION-APPLY-DESTINATION', 'ENDPOINT-ADD'),
    async ({ page }) => {
      const errors = collectErrors(page);
      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/servce-city-management/CollectCar/insert')) sent.push(request.postDataJSON());
      });
      // `slow` answers after 3 s: long enough to click again while the first request is out.
      await open(page, '/job', 'slow');
      await page.getByLabel('姓名').fill('王芳');
      await page.getByLabel('留言内容').fill('应聘前端工程师，附作品链接。');
      await page.reload();
      await expect(page.getByLabel('姓名')).toHaveValue('王芳');
      await expect(page.getByLabel('留言内容')).toHaveValue('应聘前端工程师，附作品链接。');

      const button = page.getByRole('button', { name: '立即申请' });
      await button.click();
      await expect(page.getByRole('button', { name: '正在提交…' })).toBeDisabled();
      await page.getByRole('button', { name: '正在提交…' }).click({ force: true });
      await expect(page.getByRole('status')).toContainText(/提交成功。我们已收到您的信息（编号 S\d{6}）/, {
        timeout: 10_000,
      });
      expect(sent).toEqual([{ type: 'apply', fullName: '王芳', message: '应聘前端工程师，附作品链接。' }]);

      await page.reload();
      await expect(page.getByLabel('姓名')).toHaveValue('');
      await expect(page.getByLabel('留言内容')).toHaveValue('');
      expect(errors).toEqual([]);
    },
  );
});

test.describe('the job list against the mock API', () => {
  test(
    'filters by department and pages through the posts',
    proves('JOBS-FIELDS', 'UI-JOB-FILTER', 'ENDPOINT-QUERY', 'HTTP-GET-QUERY'),
    async ({ page }) => {
      await open(page, '/socialrecruitment');
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader').first()).toHaveText(jobPosts[0]?.title['en-US'] ?? '');
      await expect(page.getByText('Page 1 of 3')).toBeVisible();
      const [request] = await Promise.all([
        page.waitForRequest((candidate) => candidate.url().includes('/api/PostInfo/query')),
        page.getByRole('button', { name: 'Hardware', exact: true }).click(),
      ]);
      expect(new URL(request.url()).searchParams.get('department')).toBe('hardware');
      expect(request.postData()).toBeNull();
      const hardware = jobPosts.filter((post) => post.department === 'hardware');
      await expect(table.getByRole('rowheader')).toHaveText(hardware.map((post) => post.title['en-US']));
      await page.getByRole('button', { name: '切换到简体中文' }).click();
      await expect(table.getByRole('rowheader')).toHaveText(hardware.map((post) => post.title['zh-CN']));
      await expect(
        table
          .getByRole('cell')
          .filter({ hasText: /^2022年/ })
          .first(),
      ).toBeVisible();
    },
  );

  test('an unknown service (404) shows its message; "Try again" asks again', proves('ERR-404'), async ({ page }) => {
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

  test('no posts: the empty state', async ({ page }) => {
    await open(page, '/socialrecruitment', 'empty');
    await expect(page.getByText('There are no open positions in this department right now.')).toBeVisible();
  });

  test('a 401 says the request was refused', proves('ERR-401'), async ({ page }) => {
    await open(page, '/socialrecruitment', 'unauthorized');
    await expect(page.getByRole('alert')).toContainText('The server refused the request (not authorised).');
  });

  test('a dropped connection says the server could not be reached', async ({ page }) => {
    await open(page, '/socialrecruitment', 'network-error');
    await expect(page.getByRole('alert')).toContainText('The server could not be reached.');
  });
});
