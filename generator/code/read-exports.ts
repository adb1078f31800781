// Whether each page module exports `Component`, read from its syntax tree with ts-morph: an
// exported function, class or variable of that name, `export { X as Component }`, or a re-export
// (`export { Component } from './x'`, `export * from './x'`) of a module that has one. Syntax
// only, no type checker: a page module is parsed in memory in a few milliseconds, and only when
// the record of earlier readings does not already hold it (generator/code/site-code.ts).
import { type ExportDeclaration, Node, Project, type SourceFile, type Statement } from 'ts-morph';
import { type ComponentExport, joinPath, type Spot } from './reading.ts';

const NAME = 'Component';
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** A page module's answer, and every file it was read from (the module, the modules it re-exports from). */
export interface ExportReading {
  readonly result: ComponentExport;
  readonly files: readonly string[];
}

/** Where `node` is, in the module it belongs to (parsed at `/<path>` in memory). */
function spotOf(node: Node): Spot {
  const source = node.getSourceFile();
  const file = source.getFilePath().slice(1);
  const start = node.getStart();
  const { line, column } = source.getLineAndColumnAtPos(start);
  const lineEnd = source.getFullText().indexOf('\n', start);
  const end = Math.min(node.getEnd(), lineEnd === -1 ? node.getEnd() : lineEnd);
  return { file, line, column, length: Math.max(1, end - start) };
}

const startOf = (file: string): Spot => ({ file, line: 1, column: 1, length: 1 });

type Found = { readonly kind: 'value' } | { readonly kind: 'type' | 'default'; readonly node: Node };

/** The page module and the modules it re-exports from, read through `readFile`. */
class ModuleReader {
  private readonly project = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
  private readonly parsed = new Map<string, SourceFile | undefined>();
  /** Every file looked for since the last `reset` (found or not). */
  consulted = new Set<string>();

  constructor(private readonly readFile: (path: string) => string | undefined) {}

  parse(path: string, text: string): SourceFile {
    const file = this.project.createSourceFile(`/${path}`, text, { overwrite: true });
    this.parsed.set(path, file);
    return file;
  }

  /** The module a relative specifier names, tried with the extensions a bundler tries. */
  resolve(from: string, specifier: string): { path: string; file: SourceFile } | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = joinPath(from, specifier.replace(/\.(tsx?|jsx?)$/, ''));
    for (const extension of EXTENSIONS) {
      const path = `${base}${extension}`;
      if (!/\.tsx?$/.test(path)) continue;
      this.consulted.add(path);
      if (!this.parsed.has(path)) {
        const text = this.readFile(path);
        this.parsed.set(path, text === undefined ? undefined : this.parse(path, text));
      }
      const file = this.parsed.get(path);
      if (file) return { path, file };
    }
    return undefined;
  }
}

/** Whether `statement` declares `name` (exported or not), and as what. */
function declares(statement: Statement, name: string): Found | undefined {
  if (Node.isFunctionDeclaration(statement) || Node.isClassDeclaration(statement) || Node.isEnumDeclaration(statement))
    return statement.getName() === name ? { kind: 'value' } : undefined;
  if (Node.isVariableStatement(statement))
    return statement.getDeclarations().some((declaration) => declaration.getName() === name)
      ? { kind: 'value' }
      : undefined;
  if (Node.isInterfaceDeclaration(statement) || Node.isTypeAliasDeclaration(statement))
    return statement.getName() === name ? { kind: 'type', node: statement } : undefined;
  if (Node.isImportDeclaration(statement)) {
    const typeOnly = statement.isTypeOnly();
    for (const specifier of statement.getNamedImports()) {
      if ((specifier.getAliasNode()?.getText() ?? specifier.getName()) !== name) continue;
      return typeOnly || specifier.isTypeOnly() ? { kind: 'type', node: specifier } : { kind: 'value' };
    }
    const bound = statement.getDefaultImport()?.getText() ?? statement.getNamespaceImport()?.getText();
    if (bound === name) return typeOnly ? { kind: 'type', node: statement } : { kind: 'value' };
  }
  return undefined;
}

/** What the module exports under `name`, following re-exports; undefined when it exports no such name. */
function exportNamed(
  reader: ModuleReader,
  path: string,
  file: SourceFile,
  name: string,
  seen: Set<string>,
): Found | { readonly kind: 're-export'; readonly node: ExportDeclaration } | undefined {
  if (seen.has(path)) return undefined;
  seen.add(path);
  const statements = file.getStatements();
  for (const statement of statements) {
    if (Node.isExportDeclaration(statement)) {
      const specifier = statement.getModuleSpecifierValue();
      const typeOnly = statement.isTypeOnly();
      for (const named of statement.getNamedExports()) {
        if ((named.getAliasNode()?.getText() ?? named.getName()) !== name) continue;
        if (typeOnly || named.isTypeOnly()) return { kind: 'type', node: named };
        const local = named.getName();
        if (specifier === undefined) {
          // `export { About as Component }`: what the module declares as About.
          const found = statements.map((candidate) => declares(candidate, local)).find(Boolean);
          return found ?? { kind: 'value' };
        }
        const target = reader.resolve(path, specifier);
        // A package, or a module the reader cannot see: taken on trust, as the bundler would.
        if (!target) return { kind: 'value' };
        if (local === 'default')
          return hasDefault(target.file) ? { kind: 'value' } : { kind: 're-export', node: statement };
        return exportNamed(reader, target.path, target.file, local, seen) ?? { kind: 're-export', node: statement };
      }
      continue;
    }
    if (Node.isExportable(statement) && statement.isExported() && !statement.isDefaultExport()) {
      const found = declares(statement, name);
      if (found) return found;
    }
  }
  // `export * from './x'` passes on every named export of x.
  for (const statement of statements) {
    if (!Node.isExportDeclaration(statement) || statement.hasNamedExports() || statement.getNamespaceExport()) continue;
    const specifier = statement.getModuleSpecifierValue();
    const target = specifier === undefined ? undefined : reader.resolve(path, specifier);
    const found = target && exportNamed(reader, target.path, target.file, name, seen);
    if (found) return found;
  }
  return undefined;
}

function hasDefault(file: SourceFile): boolean {
  return file
    .getStatements()
    .some(
      (statement) =>
        Node.isExportAssignment(statement) ||
        (Node.isExportable(statement) && statement.isDefaultExport()) ||
        (Node.isExportDeclaration(statement) &&
          statement
            .getNamedExports()
            .some((named) => (named.getAliasNode()?.getText() ?? named.getName()) === 'default')),
    );
}

/** The default export, when there is one: what a developer who forgot the name wrote. */
function defaultExport(file: SourceFile): Node | undefined {
  for (const statement of file.getStatements()) {
    if (Node.isExportAssignment(statement)) return statement;
    if (Node.isExportable(statement) && statement.isDefaultExport()) return statement;
  }
  return undefined;
}

/**
 * For each page module (POSIX path → text), whether it exports `Component`. `readFile` gives the
 * text of a module it re-exports from (undefined when there is none).
 */
export function readComponentExports(
  modules: ReadonlyMap<string, string>,
  readFile: (path: string) => string | undefined,
): Map<string, ExportReading> {
  const reader = new ModuleReader(readFile);
  const results = new Map<string, ExportReading>();
  for (const [path, text] of modules) {
    reader.consulted = new Set([path]);
    const file = reader.parse(path, text);
    const result = componentExport(reader, path, file);
    results.set(path, { result, files: [...reader.consulted].sort() });
  }
  return results;
}

function componentExport(reader: ModuleReader, path: string, file: SourceFile): ComponentExport {
  const found = exportNamed(reader, path, file, NAME, new Set());
  if (found?.kind === 'value') return { ok: true };
  if (found?.kind === 'type') return { ok: false, reason: 'type', at: spotOf(found.node) };
  if (found?.kind === 're-export')
    return { ok: false, reason: 're-export', at: spotOf(found.node), from: found.node.getModuleSpecifierValue() ?? '' };
  const fallback = defaultExport(file);
  return fallback
    ? { ok: false, reason: 'default', at: spotOf(fallback) }
    : { ok: false, reason: 'missing', at: startOf(path) };
}
