import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonp } from '../../../site/src/http/jsonp';
import { setHttpLogger } from '../../../site/src/http/logger';
import { proves } from '../../conformance/proves';
import { failure } from './failure';

// jsdom inserts script elements but never fetches them: each test plays the server's part by
// calling the named callback, or by firing the element's load or error event.
const ORIGIN = window.location.origin;
const host = window as unknown as Record<string, unknown>;
const errors: unknown[][] = [];
let restoreLogger: () => void;

beforeEach(() => {
  errors.length = 0;
  restoreLogger = setHttpLogger({ info: () => undefined, error: (...args) => errors.push(args) });
});
afterEach(() => {
  restoreLogger();
  vi.useRealTimers();
  document.head.innerHTML = '';
});

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

function lastScript(): { script: HTMLScriptElement; url: URL; callback: string } {
  const script = scripts().at(-1);
  if (!script) throw new Error('no JSONP script was inserted');
  const url = new URL(script.src);
  return { script, url, callback: url.searchParams.get('callback') ?? '' };
}

function jsonpGlobals(): string[] {
  return Object.keys(window).filter((key) => key.startsWith('__jsonp_'));
}

describe('the JSONP loader', () => {
  test(
    'loads a script with a unique callback, resolves with what it passes, then removes script and global',
    proves('HTTP-JSONP'),
    async () => {
      const first = jsonp<{ city: string }>('/geo', { params: { lang: 'zh-CN' } });
      const second = jsonp<{ city: string }>(`${ORIGIN}/geo`);
      const [a, b] = scripts().map((script) => new URL(script.src));
      expect(scripts()).toHaveLength(2);
      expect(a?.pathname).toBe('/geo');
      expect(a?.searchParams.get('lang')).toBe('zh-CN');
      const names = [a?.searchParams.get('callback'), b?.searchParams.get('callback')];
      expect(names[0]).toMatch(/^__jsonp_/);
      expect(names[0]).not.toBe(names[1]);
      expect(jsonpGlobals().sort()).toEqual([...(names as string[])].sort());

      (host[names[0] as string] as (data: unknown) => void)({ city: 'Foshan' });
      await expect(first).resolves.toEqual({ city: 'Foshan' });
      expect(scripts()).toHaveLength(1);
      (host[names[1] as string] as (data: unknown) => void)({ city: 'Shenzhen' });
      await expect(second).resolves.toEqual({ city: 'Shenzhen' });
      expect(scripts()).toHaveLength(0);
      expect(jsonpGlobals()).toEqual([]);
    },
  );

  test('names the callback with the parameter the server expects', async () => {
    const pending = jsonp('/geo', { callbackParam: 'cb' });
    const url = new URL(lastScript().script.src);
    const name = url.searchParams.get('cb') ?? '';
    expect(url.searchParams.has('callback')).toBe(false);
    (host[name] as (data: unknown) => void)(1);
    await expect(pending).resolves.toBe(1);
  });

  test(
    'one that never answers rejects as a timeout after the request timeout, and cleans up',
    proves('HTTP-JSONP'),
    async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let settled = false;
      const pending = failure(jsonp('/geo')).finally(() => {
        settled = true;
      });
      const { callback } = lastScript();
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
      expect(scripts()).toHaveLength(0);
      expect(host[callback]).toBeUndefined();
      expect(errors[0]?.[0]).toBe('[http] connection error');
    },
  );

  test('a script that fails to load rejects as network; one that loads without calling back as unreadable', async () => {
    const broken = failure(jsonp('/missing'));
    lastScript().script.dispatchEvent(new Event('error'));
    expect((await broken).kind).toBe('network');

    const silent = failure(jsonp('/not-jsonp'));
    const { script, callback } = lastScript();
    script.dispatchEvent(new Event('load'));
    expect((await silent).kind).toBe('unreadable');
    expect(host[callback]).toBeUndefined();
    expect(scripts()).toHaveLength(0);
    expect(jsonpGlobals()).toEqual([]);
  });

  test('refuses an origin that is not on the allow-list without inserting a script', proves('HTTP-JSONP'), async () => {
    // §7 "An empty base address": by default a script comes from the page's own origin only.
    const error = await failure(jsonp('https://evil.example/steal'));
    expect(error.kind).toBe('refused');
    expect(scripts()).toHaveLength(0);
    expect(jsonpGlobals()).toEqual([]);

    const allowed = jsonp('https://maps.example.com/geo', { allowedOrigins: ['https://maps.example.com'] });
    const { url, callback } = lastScript();
    expect(url.origin).toBe('https://maps.example.com');
    (host[callback] as (data: unknown) => void)('ok');
    await expect(allowed).resolves.toBe('ok');
  });
});
