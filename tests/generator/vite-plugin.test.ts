// The `make dev` plugin against a stand-in dev server: what it watches, when it regenerates, and
// where its messages go (the terminal, and the browser through the messages it sends Vite's client).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { specPlugin } from '../../generator/vite-plugin.ts';
import { tempProject } from './temp-project.ts';

let root = '';
beforeAll(async () => {
  root = await tempProject('spec-vite-plugin-');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeServer() {
  const listeners = new Map<string, (file: string) => void>();
  const server = {
    config: { logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } },
    ws: { send: vi.fn() },
    watcher: {
      add: vi.fn(),
      on: vi.fn((event: string, listener: (file: string) => void) => listeners.set(event, listener)),
    },
  };
  return { server, listeners, dev: server as unknown as ViteDevServer };
}

type Hook = (server: ViteDevServer) => Promise<void>;

/** Regeneration is not awaited by the watcher: wait for what it does, however busy the machine. */
const until = { timeout: 10_000 };

describe('the dev server plugin', () => {
  test('runs only in the dev server, generates at start and watches the manifest folder', async () => {
    const plugin = specPlugin({ root });
    expect(plugin.name).toBe('spec-manifest');
    expect(plugin.apply).toBe('serve');
    const page = join(root, 'site/src/generated/pages/about.gen.ts');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, 'stale\n');
    const { server, listeners, dev } = fakeServer();
    await (plugin.configureServer as Hook)(dev);
    expect(readFileSync(page, 'utf8')).toBe(original);
    expect(server.watcher.add).toHaveBeenCalledWith(join(root, 'spec'));
    expect([...listeners.keys()].sort()).toEqual(['add', 'change', 'unlink']);
    expect(server.config.logger.error).not.toHaveBeenCalled();
    expect(server.config.logger.warn).not.toHaveBeenCalled();
  });

  test('a manifest or page module that changes regenerates; errors reach the terminal and the overlay', async () => {
    const plugin = specPlugin({ root });
    const { server, listeners, dev } = fakeServer();
    await (plugin.configureServer as Hook)(dev);
    const routes = join(root, 'spec/routes.yaml');
    const original = readFileSync(routes, 'utf8');
    writeFileSync(routes, original.replace('- path: /about', '- path: about'));
    try {
      // Files that are neither a manifest nor a page module change nothing.
      for (const file of ['spec/notes.md', 'site/src/app/shell.tsx', 'site/src/pages/home.ts', 'other/spec/a.yaml']) {
        listeners.get('change')?.(join(root, file));
      }
      for (const event of ['change', 'add', 'unlink']) listeners.get(event)?.(join(root, 'README.md'));
      // Regeneration is not awaited by the watcher: a real one (below) is seen when it reports.
      listeners.get('change')?.(join(root, 'spec/routes.yaml'));
      await vi.waitFor(() => expect(server.config.logger.error).toHaveBeenCalledTimes(1), until);
      const text = server.config.logger.error.mock.calls[0]?.[0] as string;
      expect(text).toMatch(/^spec\/routes\.yaml:\d+:\d+ {2}routes\[1\]\.path {2}must start with "\/"$/m);
      expect(server.ws.send).toHaveBeenCalledWith({
        type: 'error',
        err: { message: text, stack: '', plugin: 'spec', id: 'spec/' },
      });
      listeners.get('add')?.(join(root, 'site/src/pages/new-page.tsx'));
      await vi.waitFor(() => expect(server.config.logger.error).toHaveBeenCalledTimes(2), until);
      listeners.get('unlink')?.(join(root, 'spec/pages.yaml'));
      await vi.waitFor(() => expect(server.config.logger.error).toHaveBeenCalledTimes(3), until);
      expect(server.config.logger.warn).not.toHaveBeenCalled();
    } finally {
      writeFileSync(routes, original);
    }
  });

  test('warnings go to the terminal as warnings, not to the overlay', async () => {
    const routes = join(root, 'spec/routes.yaml');
    const original = readFileSync(routes, 'utf8');
    writeFileSync(
      routes,
      original.replace(
        '    name: about\n',
        '    name: about\n  - path: /about\n    page: about\n    name: about-again\n',
      ),
    );
    try {
      const { server, dev } = fakeServer();
      await (specPlugin({ root }).configureServer as Hook)(dev);
      expect(server.config.logger.warn).toHaveBeenCalledTimes(1);
      expect(server.config.logger.warn.mock.calls[0]?.[0]).toMatch(/warning: repeats \/about/);
      expect(server.config.logger.error).not.toHaveBeenCalled();
      expect(server.ws.send).not.toHaveBeenCalled();
    } finally {
      writeFileSync(routes, original);
    }
  });

  test('fixing the error clears the overlay: the browser reloads once, and no error is sent again', async () => {
    const plugin = specPlugin({ root });
    const { server, listeners, dev } = fakeServer();
    await (plugin.configureServer as Hook)(dev);
    expect(server.ws.send).not.toHaveBeenCalled();
    const routes = join(root, 'spec/routes.yaml');
    const pages = join(root, 'spec/pages.yaml');
    const original = { routes: readFileSync(routes, 'utf8'), pages: readFileSync(pages, 'utf8') };
    const page = join(root, 'site/src/generated/pages/about.gen.ts');
    const payloads = () => server.ws.send.mock.calls.map(([payload]) => payload as { type: string });
    try {
      writeFileSync(routes, original.routes.replace('- path: /about', '- path: about'));
      listeners.get('change')?.(routes);
      await vi.waitFor(() => expect(payloads()).toHaveLength(1), until);
      expect(payloads()[0]).toMatchObject({ type: 'error', err: { plugin: 'spec', id: 'spec/' } });

      // Another mistake while the overlay shows: the overlay shows the new error.
      writeFileSync(routes, original.routes.replace('- path: /about', '- path: /about/:id'));
      listeners.get('change')?.(routes);
      await vi.waitFor(() => expect(payloads()).toHaveLength(2), until);
      expect(payloads()[1]).toMatchObject({ type: 'error' });
      expect(payloads()[1]).not.toEqual(payloads()[0]);

      // The fix writes no generated file (the last good output is still there), yet the browser
      // is told: a full reload clears the overlay and replaces the error Vite keeps for a
      // browser that connects later.
      writeFileSync(routes, original.routes);
      listeners.get('change')?.(routes);
      await vi.waitFor(() => expect(payloads()).toHaveLength(3), until);
      expect(payloads()[2]).toEqual({ type: 'full-reload', path: '*' });
      expect(server.config.logger.info).toHaveBeenCalledWith('spec: the manifest is valid again; reloading the page');

      // Later good edits are Vite's own module updates: the plugin sends nothing more.
      writeFileSync(pages, original.pages.replace('en-US: About Us,', 'en-US: About the company,'));
      listeners.get('change')?.(pages);
      await expect.poll(() => readFileSync(page, 'utf8'), until).toContain('About the company');
      expect(payloads()).toHaveLength(3);
      expect(server.config.logger.error).toHaveBeenCalledTimes(2);
    } finally {
      writeFileSync(routes, original.routes);
      writeFileSync(pages, original.pages);
      listeners.get('change')?.(pages);
      await expect.poll(() => readFileSync(page, 'utf8'), until).not.toContain('About the company');
    }
  });
});
