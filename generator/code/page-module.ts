// `make page`'s page module (site/src/pages/<id>.tsx), written with ts-morph (issue 29): the
// template's component and what it is given are read from the template's own code with the type
// checker, not from a copy of it here. A solution or case page shows one of the drawings its
// template's `scene` prop accepts, a terminal page the devices its `devices` prop accepts; the
// module names them as the template's types list them today, so a drawing added to (or removed
// from) the template changes what make page writes, and a template whose component is renamed
// or whose prop is gone refuses the page with the place to look, rather than writing a module
// that does not compile. The module is built from ts-morph's structures (imports, the exported
// `Component`) and printed as Biome formats it (make test's lint step).
//
// Only the template's module and the modules it imports from the site (relative imports) are
// read, through the generator's FileSystem, into a program in memory: a few files, no packages.
import { IndentationText, Node, Project, QuoteKind, type SourceFile, type Type, ts } from 'ts-morph';
import type { FileSystem } from '../file-system.ts';
import { type Problem, problem } from '../issues.ts';
import { PAGES_DIR } from '../layout.ts';
import type { TemplateName } from '../page-templates.ts';
import { joinPath } from './reading.ts';

const SITE = 'site/src';

/** What a template's page module imports and renders. */
interface TemplateCode {
  /** The template's module, from site/src, without its extension. */
  readonly module: string;
  /** Its component the page renders. */
  readonly component: string;
  /** The prop whose values are read from the component's type, with the value make page prefers. */
  readonly choice?: { readonly prop: string; readonly preferred: string; readonly what: string };
}

const TEMPLATE_CODE: Readonly<Record<TemplateName, TemplateCode>> = {
  blocks: { module: 'templates/blocks', component: 'Paragraphs' },
  solution: {
    module: 'templates/solution/solution-page',
    component: 'SolutionPage',
    choice: { prop: 'scene', preferred: 'city', what: 'the drawing' },
  },
  case: {
    module: 'templates/solution/case-page',
    component: 'CasePage',
    choice: { prop: 'scene', preferred: 'city', what: 'the drawing' },
  },
  terminal: {
    module: 'templates/terminal/terminal-page',
    component: 'TerminalPage',
    choice: { prop: 'devices', preferred: 'desktop', what: 'the drawings' },
  },
};

/** The module reading the page's words in the visitor's language (usePageText, PageHeader). */
const PAGE_CONTENT = 'shared/page-content';

/** make page cannot write the module: where to look, what is wrong, what to do. */
export class TemplateCodeProblem extends Error {
  constructor(
    /** Where (`site/src/templates/solution/solution-page.tsx`, or with `:line:col`), and what, from the catalogue. */
    readonly problem: Problem,
  ) {
    super(problem.code);
  }
}

/** The site's module `specifier` (from site/src, no extension) as a file the FileSystem holds. */
function moduleFile(fs: FileSystem, specifier: string): string | undefined {
  for (const extension of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const path = `${specifier}${extension}`;
    if (fs.readFile(path) !== undefined) return path;
  }
  return undefined;
}

/** The template's module and every module of the site it imports (relative imports), in memory. */
function templateProgram(fs: FileSystem, entry: string): { project: Project; file: SourceFile } | undefined {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      noEmit: true,
      // The language's own types (arrays, for a prop of many values); not the DOM's, which the
      // props make page reads never use and which would take the checker seconds to read.
      lib: ['lib.es5.d.ts'],
    },
  });
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const specifier = pending.pop() ?? '';
    if (seen.has(specifier)) continue;
    seen.add(specifier);
    const path = moduleFile(fs, specifier);
    const text = path === undefined ? undefined : fs.readFile(path);
    if (path === undefined || text === undefined) continue;
    const file = project.createSourceFile(`/${path}`, text);
    for (const declaration of [...file.getImportDeclarations(), ...file.getExportDeclarations()]) {
      const target = declaration.getModuleSpecifierValue();
      if (target?.startsWith('.')) pending.push(joinPath(path, target));
    }
  }
  const file = project.getSourceFile((candidate) => candidate.getFilePath().startsWith(`/${entry}.`));
  return file && { project, file };
}

/** A prop's named values: the string literals of its type, or of its array's elements (`many`). */
interface Choice {
  readonly values: readonly string[];
  readonly many: boolean;
}

function choiceOf(type: Type): Choice {
  const element =
    type.getArrayElementType() ??
    (type.getSymbol()?.getName() === 'ReadonlyArray' ? type.getTypeArguments()[0] : undefined);
  const one = element ?? type;
  const members = one.isUnion() ? one.getUnionTypes() : [one];
  return {
    values: members.flatMap((member) => (member.isStringLiteral() ? [String(member.getLiteralValue())] : [])),
    many: element !== undefined,
  };
}

/** Where a node is, as `file:line:col` from the project root. */
function positionOf(node: Node): string {
  const { line, column } = node.getSourceFile().getLineAndColumnAtPos(node.getStart());
  return `${node.getSourceFile().getFilePath().slice(1)}:${line}:${column}`;
}

/** The values the template's component accepts for its choice prop, read with the type checker. */
function choicesOf(fs: FileSystem, code: TemplateCode): Choice {
  const entry = `${SITE}/${code.module}`;
  const program = templateProgram(fs, entry);
  if (!program) throw new TemplateCodeProblem(problem('template-missing', {}, `${entry}.tsx`));
  const component = program.file.getExportedDeclarations().get(code.component)?.[0];
  if (!component)
    throw new TemplateCodeProblem(
      problem('template-export-missing', { component: code.component }, program.file.getFilePath().slice(1)),
    );
  if (!code.choice) return { values: [], many: false };
  const { prop } = code.choice;
  const parameter = Node.isFunctionDeclaration(component) ? component.getParameters()[0] : undefined;
  const property = parameter?.getType().getProperty(prop);
  const found = property ? choiceOf(property.getTypeAtLocation(component)) : undefined;
  if (!found || found.values.length === 0)
    throw new TemplateCodeProblem(
      problem('template-choice-missing', { component: code.component, prop }, positionOf(component)),
    );
  return found;
}

/** The page module `site/src/pages/<id>.tsx` for a page built from `template`, as Biome formats it. */
export function writePageModule(fs: FileSystem, id: string, template: TemplateName): string {
  const code = TEMPLATE_CODE[template];
  const { values, many } = choicesOf(fs, code);
  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
    // Printing only: no type is read, so no library either.
    compilerOptions: { noLib: true, jsx: ts.JsxEmit.ReactJSX },
  });
  const file = project.createSourceFile(`/${PAGES_DIR}/${id}.tsx`, '');
  const fromPage = (module: string) => `../${module}`;
  const imports = [
    { moduleSpecifier: `../generated/pages/${id}.gen`, namedImports: ['content'] },
    {
      moduleSpecifier: fromPage(PAGE_CONTENT),
      namedImports: template === 'blocks' ? ['PageHeader', 'usePageText'] : ['usePageText'],
    },
    { moduleSpecifier: fromPage(code.module), namedImports: [code.component] },
  ];
  file.addImportDeclarations(imports.sort((a, b) => a.moduleSpecifier.localeCompare(b.moduleSpecifier)));

  const choice = code.choice;
  const chosen = choice && (values.includes(choice.preferred) ? choice.preferred : values[0]);
  const render =
    template === 'blocks'
      ? [
          'const text = usePageText(content);',
          'return (',
          '  <article className="page">',
          '    <PageHeader text={text} />',
          '    <Paragraphs text={text.intro} />',
          '  </article>',
          ');',
        ]
      : [
          `return <${code.component} text={usePageText(content)} ${choice?.prop}=${
            many ? `{['${chosen}']}` : `"${chosen}"`
          } />;`,
        ];
  const component = file.addFunction({ isExported: true, name: 'Component', statements: render });
  if (choice)
    component.addJsDoc(
      `${choice.prop}: ${choice.what}, of ${values.join(', ')} (the values ${code.component}'s type accepts).`,
    );
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: ts.SemicolonPreference.Insert });
  const head = [
    `// A draft page made by \`make page\` from the ${template} template (site/src/templates/). Its`,
    `// words are drafts in spec/pages.yaml (pages.${id}), marked "DRAFT:" or "草稿：": write them`,
    '// in every language, then run `make generate`.',
  ];
  // A blank line keeps the comment off the first import, which Biome would sort with it.
  return `${head.join('\n')}\n\n${file
    .getFullText()
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
