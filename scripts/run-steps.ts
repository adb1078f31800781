import { spawn } from 'node:child_process';

export interface StepResult {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  readonly note?: string;
}

/** Run a command with inherited output; resolves to its exit code. */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export function banner(text: string): void {
  console.log(`\n── ${text} ${'─'.repeat(Math.max(0, 72 - text.length))}`);
}

/** Generates the site's code and builds dist/: the steps every build of the site runs. */
const SITE_STEPS: readonly [string, string, readonly string[]][] = [
  ['generate', 'node', ['generator/bin.mjs', 'generate']],
  ['build', 'node_modules/.bin/vite', ['build', '--config', 'site/vite.config.ts', '--logLevel', 'warn']],
  // Every page in every language as static HTML, the share image, the sitemap and robots.txt (decision 029),
  // 404.html and .well-known/security.txt (decision 039).
  ['prerender', 'node_modules/.bin/tsx', ['scripts/prerender.ts']],
  // A .gz beside each text file, which nginx sends as it is (gzip_static, decision 039).
  ['compress', 'node_modules/.bin/tsx', ['scripts/compress.ts']],
];

/**
 * Runs the site's build steps; resolves to the name of the step that failed, or undefined. The
 * build is the production build whoever starts it: a NODE_ENV of the caller's (vitest sets
 * `test`) would make React's development build, with the checkout's absolute paths in it.
 */
export async function tryBuildSite(): Promise<string | undefined> {
  for (const [name, command, args] of SITE_STEPS) {
    banner(name);
    const code = await runCommand(command, args, { NODE_ENV: 'production' });
    if (code !== 0) {
      console.error(`${name} failed (exit ${code})`);
      return name;
    }
  }
  return undefined;
}

/** The site's build for make start, the test nginx and the WebKit runner: exits on a failed step. */
export async function buildSite(who: string): Promise<void> {
  const failed = await tryBuildSite();
  if (failed) {
    console.error(`${who}: ${failed} failed`);
    process.exit(1);
  }
}
