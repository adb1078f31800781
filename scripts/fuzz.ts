// `make fuzz`: the manifest property tests at length: validation never throws (GEN-NEVER-THROWS)
// and the quick reader reads as the document reader does (tests/generator/readers.property.test.ts,
// decision 026). A fresh seed each run unless PROPERTY_SEED is given; the seed and the count are
// printed first, so any failure can be repeated exactly. `make test` runs the same properties
// with a fixed seed and 200 cases.
import { randomInt } from 'node:crypto';
import { banner, runCommand } from './run-steps.ts';

const runs = Number(process.env.PROPERTY_RUNS ?? 2000);
const seed = Number(process.env.PROPERTY_SEED ?? randomInt(2 ** 31 - 1));
if (!Number.isSafeInteger(runs) || runs < 1 || !Number.isSafeInteger(seed)) {
  console.error('PROPERTY_RUNS must be a positive whole number and PROPERTY_SEED a whole number.');
  process.exit(2);
}
banner(`fuzz: ${runs} mutations of the manifest, seed ${seed}`);
console.log(`repeat this run with: PROPERTY_SEED=${seed} PROPERTY_RUNS=${runs} make fuzz`);
const started = performance.now();
const code = await runCommand(
  'node_modules/.bin/vitest',
  ['run', 'tests/generator/property.test.ts', 'tests/generator/readers.property.test.ts'],
  {
    PROPERTY_RUNS: String(runs),
    PROPERTY_SEED: String(seed),
  },
);
const seconds = (performance.now() - started) / 1000;
console.log(`fuzz: seed ${seed}, ${runs} runs, ${seconds.toFixed(1)} s: ${code === 0 ? 'passed' : 'FAILED'}`);
process.exitCode = code;
