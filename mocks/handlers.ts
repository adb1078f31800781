// The mock of §7's two endpoints: MSW 2 handlers, one source for vitest (node.ts), the dev and
// preview servers (vite-plugin.ts) and, through the preview server, the browser tests.
import { delay, HttpResponse, http } from 'msw';
import { httpConfig } from '../site/src/generated/config.gen.ts';
import { jobPosts } from '../site/src/generated/jobs.gen.ts';
import { DEPARTMENTS, type Department, type JobPageResponse, type SubmissionResponse } from '../site/src/http/types.ts';
import { firstIssuePerField, submissionSchema } from '../site/src/shared/submissions.ts';
import { type Scenario, SERVER_ERROR_MSG, SLOW_MS } from './scenarios.ts';

export const DEFAULT_PAGE_SIZE = 5;
const MAX_PAGE_SIZE = 50;
/** Accepted submissions since the server started: each gets a reference S000001, S000002, … */
let submissions = 0;

/** Answers that do not depend on the endpoint, or undefined to go on with the normal answer. */
async function scenarioAnswer(scenario: Scenario): Promise<Response | undefined> {
  switch (scenario) {
    case 'unauthorized':
      return HttpResponse.json({ code: 401, msg: 'Unauthorized', data: null }, { status: 401 });
    case 'not-found':
      return HttpResponse.json({ code: 404, msg: 'Not Found', data: null }, { status: 404 });
    case 'server-error':
      return HttpResponse.json({ code: 500, msg: SERVER_ERROR_MSG, data: null }, { status: 500 });
    case 'network-error':
      return HttpResponse.error();
    case 'slow':
      await delay(SLOW_MS);
      return undefined;
    case 'never':
      await delay('infinite');
      return undefined;
    default:
      return undefined;
  }
}

const badRequest = (msg: string, errors: Record<string, string> = {}) =>
  HttpResponse.json({ code: 400, msg, data: null, errors }, { status: 400 });

function positiveInteger(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** The handlers, each asking `scenarioOf` which scenario the request is in. */
export function createHandlers(scenarioOf: (request: Request) => Scenario) {
  const { query, add } = httpConfig.endpoints;
  return [
    http.get(`*${query.path}`, async ({ request }) => {
      const scenario = scenarioOf(request);
      const early = await scenarioAnswer(scenario);
      if (early) return early;
      const params = new URL(request.url).searchParams;
      const department = params.get('department');
      if (department && !(DEPARTMENTS as readonly string[]).includes(department)) {
        return badRequest(`unknown department "${department}"`);
      }
      const page = positiveInteger(params.get('page'), 1);
      const pageSize = positiveInteger(params.get('pageSize'), DEFAULT_PAGE_SIZE);
      if (page === undefined || pageSize === undefined || pageSize > MAX_PAGE_SIZE) {
        return badRequest('page and pageSize must be whole numbers from 1 (pageSize at most 50)');
      }
      const matching =
        scenario === 'empty'
          ? []
          : jobPosts.filter((post) => !department || post.department === (department as Department));
      const body: JobPageResponse = {
        code: 0,
        msg: 'ok',
        data: { list: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize },
      };
      return HttpResponse.json(body);
    }),

    http.post(`*${add.path}`, async ({ request }) => {
      const early = await scenarioAnswer(scenarioOf(request));
      if (early) return early;
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return badRequest('the body is not JSON');
      }
      const result = submissionSchema.safeParse(json);
      if (!result.success) {
        return badRequest('invalid submission', firstIssuePerField(result.error.issues, 'type'));
      }
      submissions += 1;
      const body: SubmissionResponse = { code: 0, msg: 'ok', data: { id: `S${String(submissions).padStart(6, '0')}` } };
      return HttpResponse.json(body);
    }),
  ];
}
