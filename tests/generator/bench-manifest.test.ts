import { rmSync } from 'node:fs';
import { expect, test } from 'vitest';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { run } from '../../generator/project.ts';
import { synthesize } from '../../scripts/bench-manifest.ts';
import { ROOT } from './project-fs.ts';

test('the synthetic manifest of `make bench` is valid and generates a module per page', async () => {
  const dir = synthesize(ROOT, 20);
  try {
    const result = await run(nodeFileSystem(dir), { generate });
    expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(result.report?.changed.filter((path) => path.includes('/generated/pages/'))).toHaveLength(20);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
