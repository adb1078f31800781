import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { createHandlers, DEFAULT_PAGE_SIZE } from '../../mocks/handlers';
import { type Scenario, SERVER_ERROR_MSG } from '../../mocks/scenarios';
import { jobPosts } from '../../site/src/generated/jobs.gen';
import { proves } from '../conformance/proves';
import { JOB_DEPARTMENTS } from '../oracle/forms';
import { ENDPOINTS } from '../oracle/http';

const ORIGIN = 'http://localhost:4173';

/** The mock's answer, or undefined when no handler answers. */
async function answerOf(scenario: Scenario, path: string, init?: RequestInit): Promise<Response | undefined> {
  return getResponse(
    createHandlers(() => scenario),
    new Request(`${ORIGIN}${path}`, init),
  );
}

/** The mock's answer; a request no handler answers fails the test. */
async function ask(scenario: Scenario, path: string, init?: RequestInit): Promise<Response> {
  const response = await answerOf(scenario, path, init);
  if (!response) throw new Error(`no mock handler answers ${init?.method ?? 'GET'} ${path}`);
  return response;
}

// §7's paths, from the oracle: a mock (or a manifest) that drifted from them answers nothing here.
const queryPath = ENDPOINTS.query.path;
const addPath = ENDPOINTS.add.path;
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const partner = {
  type: 'partner',
  company: 'Foshan Metro',
  name: 'Li Wei',
  phone: '13812345678',
  email: 'li.wei@example.com',
  scopes: ['algorithm'],
  requirements: '',
  remarks: '',
};

describe('the mock answers §7’s endpoints, at the specification’s method and path only', () => {
  test('query: GET /api/PostInfo/query', proves('ENDPOINT-QUERY'), async () => {
    const response = await ask('happy', queryPath, { method: ENDPOINTS.query.method });
    expect(response.status).toBe(200);
    expect(await answerOf('happy', queryPath, post({})), 'not a POST').toBeUndefined();
    expect(await answerOf('happy', '/api/PostInfo/list'), 'another path').toBeUndefined();
  });

  test(
    'add: POST /api/servce-city-management/CollectCar/insert, spelt as the specification spells it',
    proves('ENDPOINT-ADD'),
    async () => {
      const response = await ask('happy', addPath, post(partner));
      expect(response.status).toBe(200);
      expect(await answerOf('happy', addPath), 'not a GET').toBeUndefined();
      const corrected = addPath.replace('/servce-', '/service-');
      expect(corrected).not.toBe(addPath);
      expect(await answerOf('happy', corrected, post(partner)), 'the "corrected" path').toBeUndefined();
    },
  );
});

describe('the mock `query` endpoint', () => {
  test('serves the job posts of the manifest, newest first, five per page', async () => {
    const response = await ask('happy', queryPath);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 0, data: { total: jobPosts.length, page: 1, pageSize: DEFAULT_PAGE_SIZE } });
    expect(body.data.list.map((post: { id: string }) => post.id)).toEqual(
      jobPosts.slice(0, DEFAULT_PAGE_SIZE).map((post) => post.id),
    );
    const dates = jobPosts.map((post) => post.releasedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test(
    'every job post has a department of §3 (hardware, general, sales, finance, software) and a release time',
    proves('JOBS-FIELDS'),
    async () => {
      const all = await (await ask('happy', `${queryPath}?pageSize=50`)).json();
      const list: { department: string; releasedAt: string }[] = all.data.list;
      expect(list.length).toBeGreaterThan(0);
      const departments = JOB_DEPARTMENTS.map((item) => item.value);
      expect(departments).toHaveLength(5);
      for (const job of list) {
        expect(departments).toContain(job.department);
        expect(job.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(job.releasedAt))).toBe(false);
      }
      // Each department of §3 is a filter the endpoint accepts; one outside the list is refused.
      for (const department of departments) {
        const response = await ask('happy', `${queryPath}?department=${department}`);
        expect(response.status, department).toBe(200);
        for (const job of (await response.json()).data.list) expect(job.department).toBe(department);
      }
      expect((await ask('happy', `${queryPath}?department=marketing`)).status).toBe(400);
    },
  );

  test('filters by department and pages', async () => {
    const body = await (await ask('happy', `${queryPath}?department=software&page=1&pageSize=3`)).json();
    const software = jobPosts.filter((post) => post.department === 'software');
    expect(body.data.total).toBe(software.length);
    expect(body.data.list).toHaveLength(Math.min(3, software.length));
    for (const post of body.data.list) expect(post.department).toBe('software');
    const last = await (await ask('happy', `${queryPath}?department=software&page=2&pageSize=3`)).json();
    expect(last.data.list.map((post: { id: string }) => post.id)).toEqual(software.slice(3, 6).map((post) => post.id));
  });

  test.each([['department=marketing'], ['page=0'], ['pageSize=500'], ['page=two']])(
    'answers 400 to %s',
    async (search) => {
      const response = await ask('happy', `${queryPath}?${search}`);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe(400);
    },
  );

  test('the empty scenario has no posts', async () => {
    const body = await (await ask('empty', queryPath)).json();
    expect(body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('the mock `add` endpoint', () => {
  test('accepts a valid partner form and gives it a reference', async () => {
    const response = await ask('happy', addPath, post(partner));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { id: expect.stringMatching(/^S\d{6}$/) } });
  });

  test(
    'validates with the form’s schema: 400 and the message key of each field',
    proves('DECISION-VALIDATION-RULES'),
    async () => {
      const response = await ask('happy', addPath, post({ ...partner, phone: '12345', email: 'nope', scopes: [] }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 400,
        errors: { phone: 'validation.phone', email: 'validation.email', scopes: 'validation.scope' },
      });
      const apply = await ask('happy', addPath, post({ type: 'apply', fullName: ' ', message: 'Hello' }));
      expect(await apply.json()).toMatchObject({ errors: { fullName: 'validation.required' } });
      const junk = await ask('happy', addPath, { method: 'POST', body: 'not json' });
      expect(junk.status).toBe(400);
    },
  );
});

describe('scenarios', () => {
  test.each([
    ['unauthorized', 401],
    ['not-found', 404],
    ['server-error', 500],
  ] as const)('%s answers %i on both endpoints', async (scenario, status) => {
    for (const response of [await ask(scenario, queryPath), await ask(scenario, addPath, post(partner))]) {
      expect(response.status).toBe(status);
      const body = await response.json();
      expect(body.code).toBe(status);
      if (status === 500) expect(body.msg).toBe(SERVER_ERROR_MSG);
    }
  });

  test('network-error drops the connection', async () => {
    expect((await ask('network-error', queryPath)).type).toBe('error');
  });

  test('never does not answer', async () => {
    const outcome = await Promise.race([
      ask('never', queryPath).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ]);
    expect(outcome).toBe('still waiting');
  });
});
