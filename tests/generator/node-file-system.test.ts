import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { memoryFileSystem, nodeFileSystem } from '../../generator/file-system.ts';

describe('the file systems the generator writes through', () => {
  const root = mkdtempSync(join(tmpdir(), 'node-fs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const fs = nodeFileSystem(root);

  test('on disk: reads, writes into new folders, lists the files of a folder sorted, removes', () => {
    expect(fs.readFile('missing.txt')).toBeUndefined();
    fs.writeFile('a/b/c.txt', 'text\n');
    expect(readFileSync(join(root, 'a/b/c.txt'), 'utf8')).toBe('text\n');
    expect(fs.readFile('a/b/c.txt')).toBe('text\n');
    // Created out of order: a file system lists in its own order (creation, hash), the generator sorts.
    for (const name of ['m.txt', 'a.txt', 'z.txt', 'b.txt', 'y.txt']) fs.writeFile(`a/b/${name}`, '');
    mkdirSync(join(root, 'a/b/folder'));
    writeFileSync(join(root, 'a/b/folder/inner.txt'), 'x');
    expect(fs.listFiles('a/b')).toEqual(['a.txt', 'b.txt', 'c.txt', 'm.txt', 'y.txt', 'z.txt']);
    expect(fs.listFiles('no/such/folder')).toEqual([]);
    fs.removeFile('a/b/c.txt');
    expect(existsSync(join(root, 'a/b/c.txt'))).toBe(false);
    expect(() => fs.removeFile('a/b/c.txt')).not.toThrow();
  });

  test('on disk: a stamp changes with the file’s size or modification time; none for a folder or no file', () => {
    fs.writeFile('s/page.tsx', 'export {};\n');
    const first = fs.stamp('s/page.tsx');
    expect(first).toMatch(/^11:\d+$/);
    expect(fs.stamp('s/page.tsx')).toBe(first);
    fs.writeFile('s/page.tsx', 'export {}; \n');
    expect(fs.stamp('s/page.tsx')).toMatch(/^12:\d+$/);
    const later = new Date(Date.now() + 60_000);
    fs.writeFile('s/same.tsx', 'a');
    const before = fs.stamp('s/same.tsx');
    utimesSync(join(root, 's/same.tsx'), later, later);
    expect(fs.stamp('s/same.tsx')).not.toBe(before);
    expect(fs.stamp('s')).toBeUndefined();
    expect(fs.stamp('s/missing.tsx')).toBeUndefined();
  });

  test('on disk: a write that finds its folder missing makes it; other failures are thrown', () => {
    fs.writeFile('w/x.txt', 'x');
    rmSync(join(root, 'w'), { recursive: true });
    fs.writeFile('w/deeper/y.txt', 'y');
    expect(readFileSync(join(root, 'w/deeper/y.txt'), 'utf8')).toBe('y');
    mkdirSync(join(root, 'w/dir.txt'));
    expect(() => fs.writeFile('w/dir.txt', 'z')).toThrow(/EISDIR/);
  });

  test('in memory: lists only the direct files of a folder, sorted', () => {
    const memory = memoryFileSystem({ 'd/z.ts': 'z', 'd/a.ts': 'a', 'd/sub/x.ts': 'x', 'dd/y.ts': 'y' });
    expect(memory.listFiles('d')).toEqual(['a.ts', 'z.ts']);
    memory.writeFile('d/b.ts', 'b');
    memory.removeFile('d/z.ts');
    expect(memory.listFiles('d')).toEqual(['a.ts', 'b.ts']);
    expect(memory.readFile('d/b.ts')).toBe('b');
    expect(memoryFileSystem().listFiles('d')).toEqual([]);
    expect(memory.stamp('d/b.ts')).toBe('b');
    expect(memory.stamp('d/z.ts')).toBeUndefined();
    expect(memory.isDirectory('d')).toBe(true);
    expect(memory.isDirectory('d/sub')).toBe(true);
    expect(memory.isDirectory('d/a.ts')).toBe(false);
    expect(memory.isDirectory('d/s')).toBe(false);
    expect(memory.listTree('d')).toEqual(['d/a.ts', 'd/b.ts', 'd/sub/x.ts']);
    expect(memory.listTree('nowhere')).toEqual([]);
  });

  test('on disk: lists every file under a folder, at any depth, as paths from the root', () => {
    fs.writeFile('tree/b.ts', 'b');
    fs.writeFile('tree/a/deep/c.ts', 'c');
    mkdirSync(join(root, 'tree/empty'));
    expect(fs.listTree('tree')).toEqual(['tree/a/deep/c.ts', 'tree/b.ts']);
    expect(fs.listTree('no-such-folder')).toEqual([]);
    expect(fs.root).toBe(root);
  });

  test('on disk: a folder is a folder, empty or not; a file or nothing is not', () => {
    mkdirSync(join(root, 'empty'));
    fs.writeFile('full/x.txt', 'x');
    expect(fs.isDirectory('empty')).toBe(true);
    expect(fs.isDirectory('full')).toBe(true);
    expect(fs.isDirectory('full/x.txt')).toBe(false);
    expect(fs.isDirectory('no-such-thing')).toBe(false);
  });
});
