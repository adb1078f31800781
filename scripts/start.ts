// `make start`: generate, build, and serve the production build at http://localhost:4173
// (PORT overrides) until stopped (Ctrl-C, SIGTERM, SIGHUP: every process it started stops).
import { stopOnSignals } from './processes.ts';
import { banner, buildSite, runCommand } from './run-steps.ts';
import { previewArgs } from './serve.ts';

stopOnSignals('make start');
const port = process.env.PORT ?? '4173';
await buildSite('make start');
banner(`serving http://localhost:${port}  (Ctrl-C stops)`);
process.exitCode = await runCommand('node_modules/.bin/vite', previewArgs({ port }));
