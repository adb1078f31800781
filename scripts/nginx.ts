// Serves the production build with Debian's nginx and the documented site configuration
// (deploy/nginx/site.conf and the snippets it includes, deploy/nginx/snippets/; decisions 016 and
// 038), as an ordinary user, on one port of the loopback interface, until SIGTERM, SIGINT or
// SIGHUP (which nginx itself takes for "reload": it would stay, serving, after this script). The
// browser suite's web server (make test):
//
//   PORT=8080 tsx scripts/nginx.ts              generate, build, then serve dist/
//   PORT=8080 tsx scripts/nginx.ts --no-build   serve the dist/ already built (so does SITE_BUILT=1)
//
// Everything nginx writes (pid, temp files) goes to a fresh temporary directory, removed on exit.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { banner, buildSite } from './run-steps.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** The documented configuration: one `server` block. */
export const SITE_CONF = join(repo, 'deploy/nginx/site.conf');
/** The files site.conf includes (`include snippets/…;`), as Debian's /etc/nginx/snippets/ holds them. */
export const SNIPPETS = join(repo, 'deploy/nginx/snippets');
const MIME_TYPES = '/etc/nginx/mime.types';

/** Replaces the one line `pattern` matches, or throws: the documented file must keep that line. */
function replaceLine(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
  if (found !== 1) throw new Error(`${SITE_CONF}: expected one line matching ${pattern}, found ${found}`);
  return text.replace(new RegExp(pattern.source, 'm'), replacement);
}

/** deploy/nginx/site.conf with only where it listens and what it serves changed. */
export function siteConf(options: { readonly root: string; readonly port: number }): string {
  let text = readFileSync(SITE_CONF, 'utf8');
  text = replaceLine(text, /^(\s*)listen 80;$/, `$1listen 127.0.0.1:${options.port};`);
  text = replaceLine(text, /^(\s*)listen \[::\]:80;$/, `$1listen [::1]:${options.port};`);
  text = replaceLine(text, /^(\s*)root \S+;$/, `$1root ${options.root};`);
  return text;
}

/**
 * Writes the configuration into `dir` as Debian lays it out under /etc/nginx/: nginx.conf, the
 * site's file and snippets/ (site.conf's relative includes are read from the directory of
 * nginx.conf). `edit` changes the site's file after listen and root (`make bench` turns
 * gzip_static off with it). Returns the path of nginx.conf.
 */
export function writeConfig(
  dir: string,
  options: { readonly root: string; readonly port: number; readonly edit?: (conf: string) => string },
): string {
  const site = join(dir, 'site.conf');
  const conf = join(dir, 'nginx.conf');
  const text = siteConf(options);
  writeFileSync(site, options.edit ? options.edit(text) : text);
  mkdirSync(join(dir, 'snippets'), { recursive: true });
  for (const name of readdirSync(SNIPPETS)) copyFileSync(join(SNIPPETS, name), join(dir, 'snippets', name));
  writeFileSync(conf, mainConf(dir, site));
  return conf;
}

/**
 * The main configuration around the site: what Debian's /etc/nginx/nginx.conf gives a site
 * (mime.types inside `http`), with the pid, logs and temp files under `dir`, in the foreground.
 */
export function mainConf(dir: string, site: string): string {
  const asRoot = process.getuid?.() === 0;
  return [
    'daemon off;',
    'worker_processes 1;',
    // Started by root, the workers stay root: the checkout may sit where only root can enter
    // (/root is 0700, so is a mkdtemp directory), and workers dropped to `nobody` answered 404 to
    // every request there. This server listens on loopback only and only reads dist/.
    ...(asRoot ? ['user root root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(dir, `${kind}_temp`)};`,
    ),
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

/** The nginx executable: NGINX names another one. */
export const nginxPath = (): string =>
  process.env.NGINX || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? '4173');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT=${process.env.PORT} is not a port`);
  const root = resolve(repo, 'dist');
  // SITE_BUILT=1: scripts/test-all.ts built dist/ once for every engine's run.
  if (!process.argv.includes('--no-build') && process.env.SITE_BUILT !== '1') await buildSite('nginx');
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: build the site first`);
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing (Debian's nginx-common installs it)`);

  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const conf = writeConfig(dir, { root, port });
  banner(`nginx: serving ${root} at http://localhost:${port} (deploy/nginx/site.conf)`);
  const nginx = spawn(nginxPath(), ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: 'inherit' });
  const stop = () => {
    if (nginx.exitCode === null) nginx.kill('SIGTERM');
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);
  process.exitCode = await new Promise<number>((done) => {
    nginx.on('error', (error) => {
      console.error(`nginx: ${error.message} (apt-get install nginx, or set NGINX)`);
      done(127);
    });
    nginx.on('exit', (code, signal) => done(code ?? (signal === 'SIGTERM' ? 0 : 1)));
  });
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
