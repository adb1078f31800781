// The JSONP loader's edges that jsonp.test.ts does not reach (found by the unit mutation run,
// docs/decisions/022): its parameters, its log, and that one outcome is final.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonp } from '../../../site/src/http/jsonp';
import { setHttpLogger } from '../../../site/src/http/logger';
import { failure } from './failure';

const ORIGIN = window.location.origin;
const host = window as unknown as Record<string, ((data: unknown) => void) | undefined>;
const log = { info: [] as unknown[][], error: [] as unknown[][] };
let restoreLogger: () => void;

beforeEach(() => {
  log.info.length = 0;
  log.error.length = 0;
  restoreLogger = setHttpLogger({ info: (...args) => log.info.push(args), error: (...args) => log.error.push(args) });
});
afterEach(() => {
  restoreLogger();
  vi.useRealTimers();
  document.head.innerHTML = '';
});

function lastScript(): { script: HTMLScriptElement; url: URL; callback: string } {
  const script = [...document.head.querySelectorAll('script')].at(-1);
  if (!script) throw new Error('no JSONP script was inserted');
  const url = new URL(script.src);
  return { script, url, callback: url.searchParams.get('callback') ?? '' };
}

describe('the JSONP loader, edges', () => {
  test('sends list params once per item, leaves out undefined and null, loads async, and logs the request', async () => {
    const pending = jsonp('/geo?fixed=1', { params: { tag: ['a', 2], none: null, gone: undefined, zero: 0 } });
    const { script, url, callback } = lastScript();
    expect(script.async).toBe(true);
    expect(url.searchParams.get('fixed')).toBe('1');
    expect(url.searchParams.getAll('tag')).toEqual(['a', '2']);
    expect(url.searchParams.get('zero')).toBe('0');
    expect(url.searchParams.has('none')).toBe(false);
    expect(url.searchParams.has('gone')).toBe(false);
    expect(log.info).toEqual([
      [
        `[http] JSONP ${ORIGIN}/geo?fixed=1&tag=a&tag=2&zero=0`,
        { tag: ['a', 2], none: null, gone: undefined, zero: 0 },
      ],
    ]);
    host[callback]?.('done');
    await expect(pending).resolves.toBe('done');
  });

  test('a refused origin is logged as a connection error and names the origin', async () => {
    const error = await failure(jsonp('https://evil.example/steal?x=1'));
    expect(error.message).toBe('JSONP from https://evil.example is not allowed');
    expect(log.error).toEqual([['[http] connection error', '', 'JSONP', 'https://evil.example/steal?x=1', undefined]]);
  });

  test('the first outcome is final: a later error or load neither rejects nor logs, and no timer is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = jsonp('/geo');
    const { script, callback } = lastScript();
    expect(vi.getTimerCount()).toBe(1);
    host[callback]?.({ city: 'Foshan' });
    expect(vi.getTimerCount()).toBe(0);
    script.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toEqual({ city: 'Foshan' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.error).toEqual([]);
  });

  test('a script that calls back while it runs, before its load event, is a success', async () => {
    const pending = jsonp('/geo');
    const { script, callback } = lastScript();
    script.dispatchEvent(new Event('load'));
    host[callback]?.('in time');
    // The load handler waits a microtask, as a browser runs the script before firing load.
    await expect(pending).resolves.toBe('in time');
    expect(log.error).toEqual([]);
  });

  test('failures name what went wrong and clean up', async () => {
    const broken = failure(jsonp('/missing'));
    lastScript().script.dispatchEvent(new Event('error'));
    expect((await broken).message).toBe('The script could not be loaded');
    const silent = failure(jsonp('/silent'));
    lastScript().script.dispatchEvent(new Event('load'));
    expect((await silent).message).toBe('The script did not call back');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const late = failure(jsonp('/late', { timeoutMs: 250 }));
    await vi.advanceTimersByTimeAsync(250);
    expect((await late).message).toBe('No answer within 250 ms');
    expect(log.error.map((line) => new URL(String(line[3])).pathname)).toEqual(['/missing', '/silent', '/late']);
    expect(log.error.map((line) => line[2])).toEqual(['JSONP', 'JSONP', 'JSONP']);
  });
});
