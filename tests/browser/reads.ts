// What each browser test reads of the site, recorded as it runs, against what it declares
// (tests/scope.ts, decision 049). Every context of the worker reports to one recorder: the pages
// its documents show (a static page by its address; the app's hash route in the language it sets
// on <html>, once the app runs), the search index it loads, and the files of the build it opens
// itself (a navigation to /sitemap.xml, a download, a plain HTTP request of the test; an answer
// 404 is the site's not-found page, /404.html). What a `beforeAll` reads counts for every test of
// its group. A test whose reads its declaration does not cover fails, naming what it read and how
// to declare it.
import type { APIRequestContext, APIResponse, BrowserContext, Page, Request, Response } from '@playwright/test';
import { answeredBy, readBy, shownBy } from '../reads';
import type { Input } from '../scope';

class Recorder {
  private current: Set<Input> | undefined;
  private pending = new Set<Input>();
  /** Reads outside any test (a beforeAll), by the group of tests that follows it. */
  private readonly groups = new Map<string, Set<Input>>();
  private readonly attached = new WeakSet<BrowserContext>();

  add(input: Input | undefined): void {
    if (!input) return;
    (this.current ?? this.pending).add(input);
  }

  begin(group: string): void {
    const before = this.groups.get(group) ?? new Set<Input>();
    for (const input of this.pending) before.add(input);
    this.pending = new Set();
    this.groups.set(group, before);
    this.current = new Set(before);
  }

  end(): Set<Input> {
    const reads = this.current ?? new Set<Input>();
    this.current = undefined;
    return reads;
  }

  async attach(context: BrowserContext): Promise<void> {
    if (this.attached.has(context)) return;
    this.attached.add(context);
    context.on('request', (request: Request) => this.add(readBy(request.url(), request.isNavigationRequest())));
    context.on('response', (response: Response) => {
      if (response.request().isNavigationRequest())
        this.add(answeredBy(new URL(response.url()).pathname, response.status()));
    });
    // A download is no navigation the context reports: the page's own event names its address.
    const downloads = (page: Page) => page.on('download', (download) => this.add(readBy(download.url(), true)));
    for (const open of context.pages()) downloads(open);
    context.on('page', downloads);
    await context.exposeBinding('__testReads', (_source, pathname: string, hash: string, lang: string) =>
      this.add(shownBy(pathname, hash, lang)),
    );
    await context.addInitScript(() => {
      const reads = window as unknown as { __testReads?: (pathname: string, hash: string, lang: string) => void };
      // Before the app sets the language, the document at `/` shows its own prerendered page (the
      // boot script may send the visitor on): what is read is what the app shows.
      let running = false;
      const report = () => {
        if (!running) return;
        reads.__testReads?.(location.pathname, location.hash, document.documentElement.lang);
      };
      new MutationObserver((records) => {
        if (!records.some((record) => record.target === document.documentElement)) return;
        running = true;
        report();
      }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          report();
        };
      }
      addEventListener('hashchange', report);
      addEventListener('popstate', report);
    });
  }

  /** `request` (a test's plain HTTP requests) with each address it asks for, and what answered, recorded. */
  recording(request: APIRequestContext): APIRequestContext {
    const note = (target: unknown) => {
      if (typeof target === 'string') this.add(readBy(new URL(target, 'http://site.invalid').href, true));
    };
    const answered = async (response: APIResponse) => {
      const type = response.headers()['content-type'] ?? '';
      const html = response.ok() && type.startsWith('text/html') ? await response.text() : undefined;
      this.add(answeredBy(new URL(response.url()).pathname, response.status(), html));
      return response;
    };
    return new Proxy(request, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (!['get', 'head', 'post', 'put', 'patch', 'delete', 'fetch'].includes(String(property)))
          return value.bind(target);
        return async (url: unknown, ...rest: unknown[]) => {
          note(typeof url === 'string' ? url : (url as { url?: () => string } | undefined)?.url?.());
          return answered(await (value as (...args: unknown[]) => Promise<APIResponse>).call(target, url, ...rest));
        };
      },
    });
  }
}

/** The worker's recorder. */
export const recorder = new Recorder();
