import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { resetScenario, server, useScenario } from '../../mocks/node';
import { SERVER_ERROR_MSG } from '../../mocks/scenarios';
// The posts the mock serves (jobs.gen) are the test's input; what the list must do with them, the
// endpoint it reads and the departments it offers come from the oracle (tests/oracle/).
import { jobPosts } from '../../site/src/generated/jobs.gen';
import { setHttpLogger } from '../../site/src/http/logger';
import { JobList, PAGE_SIZE } from '../../site/src/jobs/job-list';
import { I18nProvider } from '../../site/src/shared/i18n';
import { formatDate } from '../../site/src/shared/text';
import { proves } from '../conformance/proves';
import { JOB_COLUMNS, JOB_DEPARTMENTS, JOB_FILTER_ALL } from '../oracle/forms';
import { callOf, ENDPOINTS } from '../oracle/http';
import type { Locale } from '../oracle/routes';

const queries: URLSearchParams[] = [];
/** Every request the list sends, as `METHOD /path`. */
const calls: string[] = [];
let restoreLogger: () => void;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries.length = 0;
  calls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    queries.push(url.searchParams);
    calls.push(`${request.method} ${url.pathname}`);
  });
  restoreLogger = setHttpLogger({ info: () => undefined, error: () => undefined });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetScenario();
  restoreLogger();
});
afterAll(() => server.close());

function renderList(locale: Locale = 'en-US') {
  const router = createMemoryRouter([{ path: '/', element: <JobList /> }]);
  return render(
    <I18nProvider initial={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('the job list', () => {
  test(
    'reads the posts with `query`, five per page, newest first, with previous and next',
    proves('ENDPOINT-QUERY', 'JOBS-FIELDS', 'DECISION-ENDPOINT-USE', 'DECISION-ENDPOINT-PAYLOADS', 'HTTP-GET-QUERY'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderList();
      expect(screen.getByText('Loading job posts…')).toBeTruthy();
      await screen.findByRole('table');
      expect(calls).toEqual([callOf(ENDPOINTS.query)]);
      // §3: each post shows its department and its release time.
      for (const column of [JOB_COLUMNS.department['en-US'], JOB_COLUMNS.releasedAt['en-US']])
        expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
      expect(rows()).toEqual(jobPosts.slice(0, PAGE_SIZE).map((post) => post.title['en-US']));
      const pages = Math.ceil(jobPosts.length / PAGE_SIZE);
      expect(screen.getByText(`Page 1 of ${pages}`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
      expect(queries.at(-1)?.toString()).toBe(`page=1&pageSize=${PAGE_SIZE}`);

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await screen.findByText(`Page 2 of ${pages}`);
      await screen.findByRole('table');
      expect(rows()).toEqual(jobPosts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((post) => post.title['en-US']));
      expect(document.activeElement?.textContent, 'the pressed button keeps the focus').toBe('Next page');
      expect(calls).toEqual([callOf(ENDPOINTS.query), callOf(ENDPOINTS.query)]);
    },
  );

  test('the department filter asks for that department and starts at page 1', proves('UI-JOB-FILTER'), async () => {
    const user = userEvent.setup({ delay: null });
    renderList('zh-CN');
    await screen.findByRole('table');
    const filter = screen.getByRole('group', { name: JOB_COLUMNS.department['zh-CN'] });
    expect(JOB_DEPARTMENTS).toHaveLength(5);
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([JOB_FILTER_ALL['zh-CN'], ...JOB_DEPARTMENTS.map((department) => department.label['zh-CN'])]);
    const software = JOB_DEPARTMENTS[4];
    expect(software.value).toBe('software');
    await user.click(within(filter).getByRole('button', { name: software.label['zh-CN'] }));
    expect(within(filter).getByRole('button', { name: software.label['zh-CN'] }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screen.findByText('第 1 页，共 1 页');
    const posts = jobPosts.filter((post) => post.department === software.value);
    expect(posts.length).toBeGreaterThan(0);
    expect(rows()).toEqual(posts.map((post) => post.title['zh-CN']));
    // Each row names the department in the visitor's language.
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(cells).toEqual(posts.map(() => software.label['zh-CN']));
    expect(queries.at(-1)?.get('department')).toBe(software.value);
    expect(new Set(calls)).toEqual(new Set([callOf(ENDPOINTS.query)]));
  });

  // QA: a department with one post said "1 positions".
  test('the number of positions is worded for its number', proves('UI-JOB-FILTER'), async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    await screen.findByRole('table');
    const english = (count: number) => `${count} ${count === 1 ? 'position' : 'positions'}`;
    expect(screen.getByText(english(jobPosts.length))).toBeTruthy();
    const filter = screen.getByRole('group', { name: JOB_COLUMNS.department['en-US'] });
    const counts: number[] = [];
    for (const department of JOB_DEPARTMENTS) {
      await user.click(within(filter).getByRole('button', { name: department.label['en-US'] }));
      const count = jobPosts.filter((post) => post.department === department.value).length;
      counts.push(count);
      expect(await screen.findByText(english(count))).toBeTruthy();
    }
    expect(counts, 'a department with a single post').toContain(1);
  });

  test('release times are dates in the visitor’s locale format', proves('JOBS-FIELDS'), async () => {
    expect(formatDate('2022-11-15', 'en-US')).toBe('November 15, 2022');
    expect(formatDate('2022-11-15', 'zh-CN')).toBe('2022年11月15日');
    renderList('zh-CN');
    await screen.findByRole('table');
    const newest = jobPosts[0];
    expect(screen.getByText(formatDate(newest?.releasedAt ?? '', 'zh-CN')).getAttribute('datetime')).toBe(
      newest?.releasedAt,
    );
  });

  test('an empty department says so', proves('DECISION-OTHER-STATES'), async () => {
    useScenario('empty');
    renderList();
    expect(await screen.findByText('There are no open positions in this department right now.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  const failures = [
    ['unauthorized', 'The server refused the request (not authorised).', 'ERR-401'],
    ['not-found', 'The service could not be found.', 'ERR-404'],
    // The mock's msg is Chinese: an English page says it in its own words (decision 037).
    ['server-error', 'The server ran into a problem.', 'ERR-500-MSG'],
    ['network-error', 'The server could not be reached. Please check your connection.', 'DECISION-ERROR-MESSAGES'],
  ] as const;
  for (const [scenario, message, clause] of failures) {
    test(`a ${scenario} answer shows its own message and a retry`, proves(clause, 'DECISION-ERROR-TEXT'), async () => {
      const user = userEvent.setup({ delay: null });
      useScenario(scenario);
      renderList();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      useScenario('happy');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await screen.findByRole('table');
      expect(rows()).toHaveLength(PAGE_SIZE);
    });
  }

  // Issue 30: one malformed post replaced the whole page with "Something went wrong".
  describe('a malformed post from the API (issue 30)', () => {
    const [good, other] = jobPosts;
    if (!good || !other) throw new Error('the manifest has at least two job posts');
    /** Serves one page holding `list`, once. */
    const serve = (list: unknown[]) =>
      server.use(
        mock.get(
          `*${ENDPOINTS.query.path}`,
          () =>
            HttpResponse.json({ code: 0, msg: '', data: { list, total: list.length, page: 1, pageSize: PAGE_SIZE } }),
          { once: true },
        ),
      );
    const cells = (title: string) => {
      const row = screen.getByRole('rowheader', { name: title }).closest('tr');
      if (!row) throw new Error(`no row for ${title}`);
      return within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };

    test(
      'null, a post without a title or one that is not an object is left out; the others are listed',
      proves('SEC-MALFORMED-JOB-POSTS'),
      async () => {
        const { title: _title, ...untitled } = other;
        serve([null, good, untitled, 5, 'post', [], { ...other, title: { 'en-US': 42 } }, { ...other, title: 'x' }]);
        renderList();
        await screen.findByRole('table');
        expect(rows()).toEqual([good.title['en-US']]);
        expect(screen.queryByRole('alert')).toBeNull();
      },
    );

    test(
      'a post whose release date, department or location cannot be read is shown without it',
      proves('SEC-MALFORMED-JOB-POSTS', 'JOBS-FIELDS'),
      async () => {
        serve([
          { ...good, releasedAt: 'garbage' },
          { ...other, releasedAt: '2022-02-30', department: 'marketing', location: null },
        ]);
        renderList();
        await screen.findByRole('table');
        expect(rows()).toEqual([good.title['en-US'], other.title['en-US']]);
        const department = JOB_DEPARTMENTS.find((item) => item.value === good.department)?.label['en-US'];
        expect(cells(good.title['en-US'])).toEqual([
          department,
          good.location['en-US'],
          '',
          `Apply: ${good.title['en-US']}`,
        ]);
        expect(cells(other.title['en-US'])).toEqual(['', '', '', `Apply: ${other.title['en-US']}`]);
        expect(document.querySelector('time'), 'no date element for a date that is not one').toBeNull();
      },
    );

    test(
      'a post with no title in the visitor’s language is left out, in Chinese too',
      proves('SEC-MALFORMED-JOB-POSTS'),
      async () => {
        serve([{ ...good, title: { 'en-US': good.title['en-US'] } }, other]);
        renderList('zh-CN');
        await screen.findByRole('table');
        expect(rows()).toEqual([other.title['zh-CN']]);
      },
    );

    test(
      'a page of nothing but malformed posts says there is nothing to show',
      proves('SEC-MALFORMED-JOB-POSTS'),
      async () => {
        serve([null, { id: 'x' }]);
        renderList();
        expect(await screen.findByText('There are no open positions in this department right now.')).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
      },
    );
  });

  // Issue 30: "The server ran into a problem: 服务器繁忙，请稍后再试" on an English page; "Internal
  // Server Error" in a Chinese sentence. What the visitor reads is decision 037.
  describe('a 500 speaks the visitor’s language (issue 30)', () => {
    /** The next answer of `query`: a 500 with `body`. */
    const fail = (body: object) =>
      server.use(mock.get(`*${ENDPOINTS.query.path}`, () => HttpResponse.json(body, { status: 500 }), { once: true }));
    const alertText = async (locale: Locale) => {
      renderList(locale);
      return (await screen.findByRole('alert')).textContent ?? '';
    };

    test('a Chinese page shows the server’s Chinese msg', proves('ERR-500-MSG', 'SEC-500-MSG-LANGUAGE'), async () => {
      useScenario('server-error');
      expect(await alertText('zh-CN')).toContain(`服务器出现问题：${SERVER_ERROR_MSG}`);
    });

    test('an English page shows its own words, no Chinese', proves('SEC-500-MSG-LANGUAGE'), async () => {
      useScenario('server-error');
      const text = await alertText('en-US');
      expect(text).toContain('The server ran into a problem.');
      expect(text).not.toMatch(/\p{Script=Han}/u);
    });

    test(
      'an English page shows an English msg; a Chinese page does not',
      proves('ERR-500-MSG', 'SEC-500-MSG-LANGUAGE'),
      async () => {
        fail({ code: 500, msg: 'Database maintenance until 3 pm.', data: null });
        const english = await alertText('en-US');
        expect(english).toContain('The server ran into a problem: Database maintenance until 3 pm.');
        cleanup();
        fail({ code: 500, msg: 'Database maintenance until 3 pm.', data: null });
        const chinese = await alertText('zh-CN');
        expect(chinese).toContain('服务器出现问题。');
        expect(chinese).not.toContain('Database');
      },
    );

    test(
      'a 500 without msg says so in the visitor’s words, never “Internal Server Error”',
      proves('SEC-500-MSG-LANGUAGE'),
      async () => {
        fail({ code: 500, data: null });
        const chinese = await alertText('zh-CN');
        expect(chinese).toContain('服务器出现问题。');
        expect(chinese).not.toContain('Internal Server Error');
        cleanup();
        fail({ code: 500, msg: '', data: null });
        expect(await alertText('en-US')).toContain('The server ran into a problem.');
      },
    );

    test('a msg longer than 200 characters is not shown; one of 200 is', proves('SEC-500-MSG-LANGUAGE'), async () => {
      fail({ code: 500, msg: '忙'.repeat(201), data: null });
      const long = await alertText('zh-CN');
      expect(long).toContain('服务器出现问题。');
      expect(long).not.toContain('忙忙');
      cleanup();
      fail({ code: 500, msg: '忙'.repeat(200), data: null });
      expect(await alertText('zh-CN')).toContain(`服务器出现问题：${'忙'.repeat(200)}`);
    });

    test('control and format characters of a msg are not shown', proves('SEC-500-MSG-LANGUAGE'), async () => {
      fail({ code: 500, msg: '服务器\u0000繁忙\u202E，请稍后\n再试\u200B', data: null });
      expect(await alertText('zh-CN')).toContain('服务器出现问题：服务器繁忙，请稍后 再试');
    });
  });

  test('an answer that is not a page of job posts is a failure with a retry, not an endless "loading"', async () => {
    server.use(
      mock.get(`*${ENDPOINTS.query.path}`, () => HttpResponse.json({ code: 0, msg: '', data: { rows: [] } }), {
        once: true,
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderList('zh-CN');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法读取服务器的响应。');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByRole('table');
    expect(rows()).toHaveLength(PAGE_SIZE);
  });
});
