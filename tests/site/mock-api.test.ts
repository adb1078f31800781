import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { createHandlers, DEFAULT_PAGE_SIZE } from '../../mocks/handlers';
import { type Scenario, SERVER_ERROR_MSG } from '../../mocks/scenarios';
import { httpConfig } from '../../site/src/generated/config.gen';
import { jobPosts } from '../../site/src/generated/jobs.gen';
import { proves } from '../conformance/proves';

const ORIGIN = 'http://localhost:4173';

/** The mock's answer; a request no handler answers fails the test. */
async function ask(scenario: Scenario, path: string, init?: RequestInit): Promise<Response> {
  const response = await getResponse(
    createHandlers(() => scenario),
    new Request(`${ORIGIN}${path}`, init),
  );
  if (!response) throw new Error(`no mock handler answers ${init?.method ?? 'GET'} ${path}`);
  return response;
}

const queryPath = httpConfig.endpoints.query.path;
const addPath = httpConfig.endpoints.add.path;
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

describe('the mock `query` endpoint', () => {
  test(
    'serves the job posts of the manifest, newest first, five per page',
    proves('ENDPOINT-QUERY', 'JOBS-FIELDS'),
    async () => {
      const response = await ask('happy', queryPath);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ code: 0, data: { total: jobPosts.length, page: 1, pageSize: DEFAULT_PAGE_SIZE } });
      expect(body.data.list.map((post: { id: string }) => post.id)).toEqual(
        jobPosts.slice(0, DEFAULT_PAGE_SIZE).map((post) => post.id),
      );
      const dates = jobPosts.map((post) => post.releasedAt);
      expect(dates).toEqual([...dates].sort().reverse());
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
  test('accepts a valid partner form and gives it a reference', proves('ENDPOINT-ADD'), async () => {
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
