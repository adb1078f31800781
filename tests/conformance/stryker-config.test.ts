// The unit-level mutation run (`npm run mutants:unit`, decision 022) has its own vitest config.
// Its tests name their clauses as tags, and vitest refuses a tag its config does not declare: the
// run then stops in its first (unmutated) pass, hours of work never started. Found when the clause
// tags were added to vitest.config.ts alone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import mainConfig from '../../vitest.config.ts';
import strykerConfig from '../../vitest.stryker.config.ts';

const ROOT = join(import.meta.dirname, '../..');

const tagNames = (config: { test?: { tags?: readonly { name: string }[] } }) =>
  (config.test?.tags ?? []).map(({ name }) => name).sort();

describe('the mutation run’s vitest config', () => {
  it('declares every clause tag the main config declares', () => {
    const main = tagNames(mainConfig);
    expect(main.length).toBeGreaterThan(100);
    expect(tagNames(strykerConfig)).toEqual(main);
  });
});

interface Project {
  test?: { name?: string; environment?: string; include?: readonly string[]; exclude?: readonly string[] };
}

// A vitest glob (a folder, `**` for any depth, `*`, `{ts,tsx}`) as a regular expression over
// repository paths.
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index] ?? '';
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += /[.+?^$()|[\]\\]/.test(char) ? `\\${char}` : char;
  }
  return new RegExp(`^${source}$`);
}

/** The environment each project of a config gives `file`: a file two projects run is listed twice. */
function environmentsOf(config: { test?: { projects?: readonly unknown[] } }, file: string): string[] {
  const projects = (config.test?.projects ?? []) as Project[];
  return projects
    .filter(({ test }) => (test?.include ?? []).some((glob) => globToRegExp(glob).test(file)))
    .filter(({ test }) => !(test?.exclude ?? []).some((glob) => globToRegExp(glob).test(file)))
    .map(({ test }) => test?.environment ?? 'node');
}

describe('the mutation run’s projects', () => {
  it('run each test file of the request helper in the environment the main config gives it', () => {
    // Found when a Node-only test (a file part's Blob) ran under jsdom in the mutation run and
    // failed its first pass, so no mutant of site/src/http was tried.
    const files = readdirSync(join(ROOT, 'tests/site/http'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `tests/site/http/${name}`);
    expect(files.some((file) => file.endsWith('.node.test.ts'))).toBe(true);
    for (const file of files) {
      const main = environmentsOf(mainConfig, file);
      expect(main, file).toHaveLength(1);
      expect(environmentsOf(strykerConfig, file), file).toEqual(main);
    }
  });
});
