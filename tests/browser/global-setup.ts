// Before the browser suite runs: write reports/target.json, what this run examined. The
// conformance report heads its page with it (docs/decisions/020):
//   url        the site under test (BASE_URL, or the local nginx serving dist/)
//   local      false when BASE_URL named a deployment: the suites that need the source (unit,
//              component, static checks) did not run against it
//   build      the target's /version.json ({ commit, time }, written by `vite build`), or null
//   browser    the browser the suite launched: name, version, executable
//   startedAt  when the run started (ISO 8601)
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type FullConfig } from '@playwright/test';

export interface Target {
  readonly url: string;
  readonly local: boolean;
  readonly build: { readonly commit: string; readonly time: string } | null;
  readonly browser: { readonly name: string; readonly version: string; readonly executable: string };
  readonly startedAt: string;
}

export const TARGET_FILE = fileURLToPath(new URL('../../reports/target.json', import.meta.url));

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
  const use = config.projects[0]?.use;
  const url = use?.baseURL;
  if (!url) throw new Error('playwright.config.ts sets no baseURL');
  const executable = use.launchOptions?.executablePath ?? '';
  const browser = await chromium.launch({ ...use.launchOptions, headless: true });
  const version = browser.version();
  await browser.close();
  const target: Target = {
    url,
    local: !process.env.BASE_URL,
    build: await buildOf(url),
    // The executable's name tells chromium from chromium-headless-shell (decision 027).
    browser: { name: basename(executable) || 'chromium', version, executable },
    startedAt,
  };
  if (!target.build) console.warn(`note: ${url}/version.json is missing: the report cannot name the build`);
  mkdirSync(dirname(TARGET_FILE), { recursive: true });
  writeFileSync(TARGET_FILE, `${JSON.stringify(target, null, 2)}\n`);
}
