// writeFiles on its own (found by the unit mutation run, docs/decisions/022): the report lists
// exactly what changed, what did not and what is left over, and check mode touches nothing.
import { describe, expect, test, vi } from 'vitest';
import { memoryFileSystem } from '../../generator/file-system.ts';
import { writeFiles } from '../../generator/write.ts';

const owned = [{ dir: 'out', suffix: '.gen.ts' }];

describe('writing the generated files', () => {
  test('reports each file as changed or unchanged, and owned files nothing produced as extra', () => {
    const fs = memoryFileSystem({ 'out/same.gen.ts': 'same\n', 'out/old.gen.ts': 'old\n', 'out/notes.md': 'mine\n' });
    const report = writeFiles(
      [
        { path: 'out/same.gen.ts', content: 'same\n' },
        { path: 'out/new.gen.ts', content: 'new\n' },
      ],
      { fs, owned },
    );
    expect(report).toEqual({ changed: ['out/new.gen.ts'], unchanged: ['out/same.gen.ts'], extra: ['out/old.gen.ts'] });
    expect([...fs.files.keys()].sort()).toEqual(['out/new.gen.ts', 'out/notes.md', 'out/same.gen.ts']);
  });

  test('check mode reports the same and neither writes nor removes anything', () => {
    const fs = memoryFileSystem({ 'out/old.gen.ts': 'old\n' });
    const writeFile = vi.spyOn(fs, 'writeFile');
    const removeFile = vi.spyOn(fs, 'removeFile');
    const report = writeFiles([{ path: 'out/new.gen.ts', content: 'new\n' }], { fs, owned, check: true });
    expect(report).toEqual({ changed: ['out/new.gen.ts'], unchanged: [], extra: ['out/old.gen.ts'] });
    expect(writeFile).not.toHaveBeenCalled();
    expect(removeFile).not.toHaveBeenCalled();
    expect(fs.readFile('out/old.gen.ts')).toBe('old\n');
  });
});
