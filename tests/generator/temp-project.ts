import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { run } from '../../generator/project.ts';
import { fixtureFileSystem } from './fixture-fs.ts';

/**
 * The `valid-minimal` fixture as a project on disk, generated once, so that it starts in sync:
 * small enough for a test to generate it several times.
 */
export async function tempProject(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const disk = nodeFileSystem(dir);
  for (const [path, content] of fixtureFileSystem('valid-minimal').files) disk.writeFile(path, content);
  const result = await run(disk, { generate });
  if (!result.report) throw new Error('the valid-minimal fixture has errors');
  return dir;
}
