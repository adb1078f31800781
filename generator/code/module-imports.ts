// Where the site's code imports a module: a static import or re-export, `import('…')` and
// `typeof import('…')` with a literal specifier, relative to the importing module. Used by
// `make remove-page` (generator/remove-page.ts, decision 050): a module that still imports the
// page's module or its words (site/src/generated/pages/<id>.gen.ts) would not compile once the
// page is gone.
import { ts } from 'ts-morph';
import type { Spot } from './reading.ts';
import { joinPath } from './reading.ts';
import type { SiteProject } from './site-project.ts';

export interface ModuleImport {
  /** Where the specifier is written. */
  readonly spot: Spot;
  /** The module it names, as given to `findImports` (from the project root, without its extension). */
  readonly module: string;
}

const EXTENSION = /\.(?:tsx?|jsx?|mjs)$/;

/** The specifier's string literal, when `node` imports or re-exports a module by one. */
function specifierOf(node: ts.Node): ts.StringLiteralLike | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
    return ts.isStringLiteralLike(node.moduleSpecifier) ? node.moduleSpecifier : undefined;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [first] = node.arguments;
    return first && ts.isStringLiteralLike(first) ? first : undefined;
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return ts.isStringLiteralLike(node.argument.literal) ? node.argument.literal : undefined;
  return undefined;
}

/** Every place a module of `site` imports one of `modules` (paths from the root, without their extension). */
export function findImports(site: SiteProject, modules: readonly string[]): ModuleImport[] {
  const wanted = new Set(modules);
  const found: ModuleImport[] = [];
  for (const file of site.files) {
    const source = file.compilerNode;
    const from = site.pathOf(file);
    const visit = (node: ts.Node): void => {
      const specifier = specifierOf(node);
      if (specifier?.text.startsWith('.')) {
        const module = joinPath(from, specifier.text).replace(EXTENSION, '');
        if (wanted.has(module)) found.push({ spot: site.spotOf(specifier), module });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
