// A correct build prints no warnings (site/vite.config.ts): the site's build (scripts/run-steps.ts,
// which make test, make start, the test nginx and the WebKit runner run) fails when `vite build`
// ends well but wrote a warning, and make test names that as the build's cause.
import { describe, expect, test } from 'vitest';
import { stepFailure } from '../../scripts/run-steps.ts';
import { failureOf } from '../../scripts/runners.ts';

// What rolldown wrote when a plugin of the face worker's build took long (vite's warn level).
const TIMINGS = '[PLUGIN_TIMINGS] JavaScript callbacks ran for 22.9s of this 26.7s build (86%).';

describe("the site's build", () => {
  test('fails when vite build wrote a warning, and says so as its cause', () => {
    const end = stepFailure('build', { code: 0, stderr: `${TIMINGS}\n` });
    expect(end.code).toBe(1);
    expect(failureOf('build', end, [], 0)?.cause).toBe(
      'vite build printed warnings (above): a correct build prints none',
    );
    expect(failureOf('build', end, [], 0)?.details).toContain(TIMINGS);
  });

  test('passes when vite build wrote nothing on standard error', () => {
    expect(stepFailure('build', { code: 0, stderr: '' })).toEqual({ code: 0, stderr: '' });
  });

  test("leaves the other steps' standard error and a failed build as they are", () => {
    const note = { code: 0, stderr: 'warning: draft pages, written with noindex\n' };
    expect(stepFailure('generate', note)).toBe(note);
    const failed = { code: 1, stderr: 'error during build\n' };
    expect(stepFailure('build', failed)).toBe(failed);
  });
});
