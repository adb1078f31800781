// Runs in Node (vitest project site-node): FormData, Blob and fetch come from one
// implementation here, as they do in a browser. Under jsdom, FormData and Blob are jsdom's while
// fetch is Node's, which cannot read a jsdom Blob: on Node 24 the part arrives empty and named
// "blob". That was the test's mix, not the site's: the site hands the caller's FormData to fetch.
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { http } from '../../../site/src/http/client';
import { setHttpLogger } from '../../../site/src/http/logger';
import { proves } from '../../conformance/proves';

const ORIGIN = 'http://localhost:3000';
let received: { contentType: string | null; body: string } | undefined;

const server = setupServer(
  mock.post(`${ORIGIN}/upload`, async ({ request }) => {
    received = { contentType: request.headers.get('Content-Type'), body: await request.text() };
    return HttpResponse.json({ code: 0, msg: '', data: null });
  }),
);

let restoreLogger: () => void;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restoreLogger = setHttpLogger({ info: () => undefined, error: () => undefined });
});
afterAll(() => {
  restoreLogger();
  server.close();
});

test('a form-data POST sends a file part with its name, type and bytes', proves('HTTP-FORM-DATA'), async () => {
  const form = new FormData();
  form.append('company', 'Foshan Metro');
  form.append('file', new Blob(['%PDF-1.7 二号线'], { type: 'application/pdf' }), 'cv.pdf');
  await expect(http.postForm(`${ORIGIN}/upload`, form)).resolves.toEqual({ code: 0, msg: '', data: null });
  expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(received?.body).toMatch(/name="company"\r\n\r\nFoshan Metro\r\n/);
  expect(received?.body).toMatch(
    /name="file"; filename="cv\.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1\.7 二号线\r\n/,
  );
});
