import {
  CodeBlockWriter,
  IndentationText,
  NewLineKind,
  Project,
  QuoteKind,
  type StatementStructures,
  StructureKind,
} from 'ts-morph';
import { propertyName } from './literal.ts';

export const GENERATED_HEADER = [
  '// This file is generated from spec/*.yaml by `make generate`. Do not edit it:',
  '// edit the manifest and run `make generate` (`make check` fails while it is stale).',
  '',
].join('\n');

/** A statement: a ts-morph structure, or text for a declaration with a literal. */
export type Statement = string | StatementStructures;

/**
 * One in-memory project per generation run; no type checker, no lib files. Each file's
 * structures (imports, interfaces) are added in one batch and printed by ts-morph; the
 * declarations that carry a literal follow as text, in their given order. Types are hoisted, so
 * an interface may name a type declared below it.
 */
export function createEmitter(): (fileName: string, statements: Statement[]) => string {
  const project = new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  });
  return (fileName, statements) => {
    const structures = statements.filter(
      (statement): statement is StatementStructures => typeof statement !== 'string',
    );
    const texts = statements.filter((statement): statement is string => typeof statement === 'string');
    // A module of text statements only (a page's content) needs no source file: at 1,000 pages
    // creating them would cost ~300 ms of the generator's budget.
    const printed =
      structures.length === 0
        ? ''
        : project.createSourceFile(fileName, { statements: structures }, { overwrite: true }).getFullText();
    const text = [printed, ...texts]
      .join('\n')
      .replace(/\r\n/g, '\n')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return `${GENERATED_HEADER}\n${text}\n`;
  };
}

/** `import type { A, B } from '…';` as text, for a module written without a source file. */
export function typeImportText(moduleSpecifier: string, names: string[]): string {
  return `import type { ${[...names].sort().join(', ')} } from '${moduleSpecifier}';`;
}

export function typeImport(moduleSpecifier: string, names: string[]): StatementStructures {
  return {
    kind: StructureKind.ImportDeclaration,
    moduleSpecifier,
    isTypeOnly: true,
    namedImports: [...names].sort(),
  };
}

function jsDoc(docs: string | undefined): string {
  return docs ? `/** ${docs} */\n` : '';
}

/*
 * Declarations with a literal are written as text: ts-morph prints the continuation lines of an
 * initializer or a type with a hanging indent, which would misalign our literals (they carry
 * their own indentation), and printing then re-parsing 500 KB of literals through ts-morph
 * costs ~200 ms of the 1,000-route budget in a cold process.
 */
export function exportedType(name: string, type: string, docs?: string): string {
  return `\n${jsDoc(docs)}export type ${name} =${type.startsWith('\n') ? '' : ' '}${type};`;
}

export function exportedConst(
  name: string,
  initializer: string,
  options: { type?: string; docs?: string } = {},
): string {
  const annotation = options.type ? `: ${options.type}` : '';
  return `\n${jsDoc(options.docs)}export const ${name}${annotation} = ${initializer};`;
}

export function exportedInterface(
  name: string,
  properties: { name: string; type: string; docs?: string; optional?: boolean }[],
  docs?: string,
): StatementStructures {
  return {
    kind: StructureKind.Interface,
    name,
    isExported: true,
    docs: docs ? [docs] : undefined,
    properties: properties.map((property) => ({
      name: property.name,
      type: property.type,
      isReadonly: true,
      hasQuestionToken: property.optional === true,
      docs: property.docs ? [property.docs] : undefined,
    })),
  };
}

/**
 * An exported interface as text, written with ts-morph's code writer in the layout its
 * structure printer gives `exportedInterface`, for a module written without a source file.
 */
export function exportedInterfaceText(
  name: string,
  properties: { name: string; type: string; docs?: string; optional?: boolean }[],
  docs?: string,
): string {
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, newLine: '\n', useSingleQuote: true });
  if (docs) writer.writeLine(`/** ${docs} */`);
  writer.write(`export interface ${name}`).block(() => {
    for (const property of properties) {
      if (property.docs) writer.writeLine(`/** ${property.docs} */`);
      writer.writeLine(`readonly ${propertyName(property.name)}${property.optional ? '?' : ''}: ${property.type};`);
    }
  });
  return `\n${writer.toString()}`;
}
