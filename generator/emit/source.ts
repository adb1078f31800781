// The one way generated TypeScript is written: each statement is text built by the functions
// below, in the order it appears in the module; `moduleText` puts the header on and normalises the
// whitespace. Literals (objects, arrays, unions) come from literal.ts, which indents them itself.
// No TypeScript compiler or ts-morph is loaded: printing through it cost ~400 ms of start-up plus
// ~200 ms to re-parse 500 KB of literals at 1,000 routes (docs/decisions/026-generator-speed.md).
import { propertyName } from './literal.ts';

export const GENERATED_HEADER = [
  '// This file is generated from spec/*.yaml by `make generate`. Do not edit it:',
  '// edit the manifest and run `make generate` (`make check` fails while it is stale).',
  '',
].join('\n');

/** One statement of a generated module, as TypeScript text. */
export type Statement = string;

/**
 * A module: the do-not-edit header, then the statements in their given order. Imports follow one
 * another; each declaration starts with a blank line. LF line ends, no trailing spaces, never two
 * blank lines in a row, one final newline.
 */
export function moduleText(statements: readonly Statement[]): string {
  const text = statements
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${GENERATED_HEADER}\n${text}\n`;
}

/** `import type { A, B } from '…';`, the names sorted. */
export function typeImport(moduleSpecifier: string, names: readonly string[]): Statement {
  return namedImport(moduleSpecifier, [...names].sort());
}

/**
 * `import { a, type B, c as d } from '…';` (or `import type { … }` with `typeOnly`), the names in
 * the given order.
 */
export function namedImport(moduleSpecifier: string, names: readonly string[], typeOnly = true): Statement {
  return `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${moduleSpecifier}';`;
}

function jsDoc(docs: string | undefined, indent = ''): string {
  return docs ? `${indent}/** ${docs} */\n` : '';
}

export function exportedType(name: string, type: string, docs?: string): Statement {
  return `\n${jsDoc(docs)}export type ${name} =${type.startsWith('\n') ? '' : ' '}${type};`;
}

export function exportedConst(
  name: string,
  initializer: string,
  options: { type?: string; docs?: string } = {},
): Statement {
  const annotation = options.type ? `: ${options.type}` : '';
  return `\n${jsDoc(options.docs)}export const ${name}${annotation} = ${initializer};`;
}

export interface PropertySignature {
  readonly name: string;
  /** The type as text; a multi-line type carries its own indentation (see content.ts). */
  readonly type: string;
  readonly docs?: string;
  readonly optional?: boolean;
}

/** An exported interface of readonly properties, two-space indent, each property's doc above it. */
export function exportedInterface(name: string, properties: readonly PropertySignature[], docs?: string): Statement {
  const members = properties.map(
    (property) =>
      `${jsDoc(property.docs, '  ')}  readonly ${propertyName(property.name)}${property.optional ? '?' : ''}: ${property.type};\n`,
  );
  return `\n${jsDoc(docs)}export interface ${name} {\n${members.join('')}}`;
}

/** An exported function: its parameters, return type and body lines (indented here). */
export function exportedFunction(
  name: string,
  signature: { parameters: readonly string[]; returnType: string; body: readonly string[] },
  docs?: string,
): Statement {
  const body = signature.body.map((line) => `  ${line}\n`).join('');
  return `\n${jsDoc(docs)}export function ${name}(${signature.parameters.join(', ')}): ${signature.returnType} {\n${body}}`;
}

/** `jobs` → `Jobs`, `job-list` → `JobList`. */
export function pascalCase(id: string): string {
  return id.replace(/(?:^|-)([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** An id as a TypeScript name: `jobs` → `jobs`, `job-posts` → `jobPosts` (ids may hold "-", names may not). */
export function camelCase(id: string): string {
  const pascal = pascalCase(id);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}
