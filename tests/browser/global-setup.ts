// Before the browser suite runs: write reports/target.json, what this run examined. The
// conformance report heads its page with it (docs/decisions/020):
//   url        the site under test (BASE_URL, or the local nginx serving dist/)
//   local      false when BASE_URL named a deployment: the suites that need the source (unit,
//              component, static checks) did not run against it
//   build      the target's /version.json ({ commit, time }, written by `vite build`), or null
//   browsers   the browsers the suite launched, one per engine: engine, name, version, executable
//   startedAt  when the run started (ISO 8601)
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type FullConfig, firefox } from '@playwright/test';

export interface Target {
  readonly url: string;
  readonly local: boolean;
  readonly build: { readonly commit: string; readonly time: string } | null;
  readonly browsers: readonly BrowserInfo[];
  readonly startedAt: string;
}

export interface BrowserInfo {
  readonly engine: string;
  readonly name: string;
  readonly version: string;
  readonly executable: string;
}

export const TARGET_FILE = fileURLToPath(new URL('../../reports/target.json', import.meta.url));

function readTarget(): Target | undefined {
  try {
    return JSON.parse(readFileSync(TARGET_FILE, 'utf8')) as Target;
  } catch {
    return undefined;
  }
}

/** The build identifier the site serves, or null when it serves none (or not in this shape). */
async function buildOf(url: string): Promise<Target['build']> {
  try {
    const response = await fetch(`${url}/version.json`, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) return null;
    const json = (await response.json()) as { commit?: unknown; time?: unknown };
    return typeof json.commit === 'string' && typeof json.time === 'string'
      ? { commit: json.commit, time: json.time }
      : null;
  } catch {
    return null;
  }
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const startedAt = new Date().toISOString();
  const url = config.projects[0]?.use.baseURL;
  if (!url) throw new Error('playwright.config.ts sets no baseURL');
  const browsers: BrowserInfo[] = [];
  for (const project of config.projects) {
    const { use } = project;
    const type = use.browserName === 'firefox' ? firefox : chromium;
    const executable = use.launchOptions?.executablePath ?? '';
    const browser = await type.launch({ ...use.launchOptions, channel: use.channel, headless: true });
    const version = browser.version();
    await browser.close();
    // The executable's name tells chromium from chromium-headless-shell (decision 027).
    browsers.push({ engine: project.name, name: basename(executable) || project.name, version, executable });
  }
  // scripts/test-all.ts runs Playwright once per engine, side by side in a CHANGED= run: each run
  // adds its browsers to the file, one at a time.
  const build = await buildOf(url);
  if (!build) console.warn(`note: ${url}/version.json is missing: the report cannot name the build`);
  await withLock(`${TARGET_FILE}.lock`, () => writeTarget({ url, build, browsers, startedAt }));
}

/** Runs `write` holding `lock` (a file made exclusively); a lock left by a run that died is taken after 30 s. */
async function withLock(lock: string, write: () => void): Promise<void> {
  mkdirSync(dirname(lock), { recursive: true });
  const since = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - since > 30_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    write();
  } finally {
    rmSync(lock, { force: true });
  }
}

function writeTarget(run: Pick<Target, 'url' | 'build' | 'browsers' | 'startedAt'>): void {
  const earlier = readTarget();
  const target: Target = {
    url: run.url,
    local: !process.env.BASE_URL,
    build: run.build,
    browsers: [
      ...(earlier?.browsers ?? []).filter((known) => !run.browsers.some((b) => b.engine === known.engine)),
      ...run.browsers,
    ],
    startedAt: earlier?.startedAt ?? run.startedAt,
  };
  writeFileSync(TARGET_FILE, `${JSON.stringify(target, null, 2)}\n`);
}
