// `make start`: generate, build, and serve the production build at http://localhost:4173
// (PORT overrides) until stopped.
import { banner, buildSite, runCommand } from './run-steps.ts';

const port = process.env.PORT ?? '4173';
await buildSite('make start');
banner(`serving http://localhost:${port}  (Ctrl-C stops)`);
process.exitCode = await runCommand('node_modules/.bin/vite', [
  'preview',
  '--config',
  'site/vite.config.ts',
  '--port',
  port,
  '--strictPort',
]);
