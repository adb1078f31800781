// The drawings' check over the static pages (tests/static-scenes.ts), on pages served here: two
// pages that show the same scene, or draw the same, are named; a page without a scene is an error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sharedScenes, staticScene } from '../static-scenes.ts';
import { proves } from './proves';

const art = (shape: string) => `<svg><!--$--><g class="scene-art"><path d="${shape}"></path></g><!--/$--></svg>`;
const PAGES: Record<string, string> = {
  '/en-US/city/': `<div class="scene" data-scene="city">${art('M0 0L1 1Z')}</div>`,
  '/en-US/campus/': `<div class="scene" data-scene="campus">${art('M0 0L2 2Z')}</div>`,
  '/en-US/finance/': `<div class="scene" data-scene="city">${art('M0 0L3 3Z')}</div>`,
  '/en-US/medical/': `<div class="scene" data-scene="medical">${art('M0 0L2 2Z')}</div>`,
  '/en-US/plain/': '<main><h1>No drawing</h1></main>',
};

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const body = PAGES[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a scene or a drawing two pages share is named; distinct ones pass', proves('UI-SECTOR-PAGES'), async () => {
  expect(await staticScene(origin, '/city', 'en-US')).toEqual({
    name: 'city',
    drawing: '><path d="M0 0L1 1Z"></path></g>',
  });
  expect(await sharedScenes(origin, ['/city', '/campus'], 'en-US')).toEqual([]);
  expect(await sharedScenes(origin, ['/city', '/campus', '/finance', '/medical'], 'en-US')).toEqual([
    '/finance and /city show the scene "city"',
    '/medical draws what /campus draws',
  ]);
  await expect(staticScene(origin, '/plain', 'en-US')).rejects.toThrow(/\/en-US\/plain\/: no scene/);
  await expect(staticScene(origin, '/gone', 'en-US')).rejects.toThrow(/\/en-US\/gone\/: HTTP 404/);
});
