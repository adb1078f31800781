// `make start`: generate, build, and serve the production build at http://localhost:4173
// (PORT overrides) until stopped.
import { banner, runCommand } from './run-steps.ts';

const port = process.env.PORT ?? '4173';
const steps: [string, string, string[]][] = [
  ['generate', 'node', ['generator/bin.mjs', 'generate']],
  ['build', 'node_modules/.bin/vite', ['build', '--config', 'site/vite.config.ts', '--logLevel', 'warn']],
];
for (const [name, command, args] of steps) {
  banner(name);
  const code = await runCommand(command, args);
  if (code !== 0) {
    console.error(`make start: ${name} failed (exit ${code})`);
    process.exit(code);
  }
}
banner(`serving http://localhost:${port}  (Ctrl-C stops)`);
process.exitCode = await runCommand('node_modules/.bin/vite', [
  'preview',
  '--config',
  'site/vite.config.ts',
  '--port',
  port,
  '--strictPort',
]);
