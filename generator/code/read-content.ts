// Which content fields each page reads, found with the type checker: a page's words are the
// generated `Content` of `site/src/generated/pages/<id>.gen.ts` (and `content`, its record by
// language), and the site's code reads a field when it
// - accesses it: `text.intro`, `text?.intro`, `text['intro']`;
// - destructures it: `const { intro } = text`, `function Hero({ intro }: Content)`;
// - hands the content to a parameter or a prop of another type, which names the fields it takes:
//   `<SolutionPage text={text} />` reads every field of `SolutionPageText`, `<PageHeader text={text} />`
//   the `title` and `description` of `PageText`.
// Content handed to something that may read any field (a spread, `any`, `unknown`, a type with an
// index signature, a dynamic key) counts as read whole. Only the top level of a page's content is
// followed: `text.certificates[0].issuer` reads `certificates`.
//
// Only the modules that import a page's content module, directly or through other modules of the
// site, are visited: a page's content reaches no other code.
import { type SourceFile, ts } from 'ts-morph';
import { PAGE_CONTENT_DIR } from '../layout.ts';
import type { ContentReading, PageContentUse, Spot } from './reading.ts';
import type { SiteProject } from './site-project.ts';

const PAGE_MODULE = new RegExp(`(?:^|/)${PAGE_CONTENT_DIR}/([a-z0-9-]+)\\.gen\\.ts$`);
const CONTENT_TYPE = 'Content';
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/;

/** A value that carries a page's content: its `Content` (one language) or its record by language. */
interface Carrier {
  readonly page: string;
  readonly record: boolean;
}

interface PageState {
  taken?: { spot: Spot; own: boolean };
  readonly reads: Map<string, Spot>;
  readsAll?: Spot;
}

export function readContentUse(site: SiteProject): ContentReading {
  const checker = site.project.getTypeChecker().compilerObject;
  const pages = new Map<string, PageState>();
  const state = (page: string): PageState => {
    let found = pages.get(page);
    if (!found) {
      found = { reads: new Map() };
      pages.set(page, found);
    }
    return found;
  };

  /** The page whose `Content` this type is, if it is one. */
  const contentPage = (type: ts.Type): string | undefined => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol?.getName() !== CONTENT_TYPE) return undefined;
    const file = symbol.getDeclarations()?.[0]?.getSourceFile().fileName;
    return file === undefined ? undefined : PAGE_MODULE.exec(file)?.[1];
  };
  const carrierOf = (type: ts.Type): Carrier | undefined => {
    const page = contentPage(type);
    if (page !== undefined) return { page, record: false };
    // `Readonly<Record<Locale, Content>>`: every property (a language tag) is the same page's Content.
    const properties = type.getProperties();
    const first = properties[0];
    if (first === undefined || !LANGUAGE_TAG.test(first.getName())) return undefined;
    const inner = contentPage(checker.getTypeOfSymbol(first));
    const same = properties.every(
      (property) => LANGUAGE_TAG.test(property.getName()) && contentPage(checker.getTypeOfSymbol(property)) === inner,
    );
    return inner !== undefined && same ? { page: inner, record: true } : undefined;
  };
  const carrierAt = (node: ts.Node): Carrier | undefined => carrierOf(checker.getTypeAtLocation(node));

  const read = (page: string, field: string, node: ts.Node): void => {
    const reads = state(page).reads;
    if (!reads.has(field)) reads.set(field, site.spotOf(node));
  };
  const readAll = (page: string, node: ts.Node): void => {
    const entry = state(page);
    entry.readsAll ??= site.spotOf(node);
  };

  /** A type parameter as its constraint, without `undefined` and `null`. */
  const settled = (type: ts.Type | undefined): ts.Type | undefined => {
    const constrained = type?.isTypeParameter() ? checker.getBaseConstraintOfType(type) : type;
    // (`unknown` stays itself: without null and undefined it would be `{}`.)
    if (constrained === undefined || (constrained.getFlags() & ts.TypeFlags.Unknown) !== 0) return constrained;
    return checker.getNonNullableType(constrained);
  };
  /**
   * A type that may read any field: `any`, `object`, `{}`, an index signature. (`unknown` reads
   * none: nothing can be read from it without a cast, as a hook's list of dependencies.)
   */
  const isOpen = (type: ts.Type | undefined): boolean =>
    type === undefined ||
    (type.getFlags() & (ts.TypeFlags.Any | ts.TypeFlags.NonPrimitive)) !== 0 ||
    type.getStringIndexType() !== undefined ||
    type.getProperties().length === 0;

  /**
   * Content handed to `target` (the type of the parameter, prop or variable that receives it):
   * the fields that type names are read; a type that may read anything reads everything.
   */
  const handedTo = (carrier: Carrier, target: ts.Type | undefined, node: ts.Node): void => {
    // Nothing receives it by type (a value returned from an unannotated function): it is read
    // where it goes next, by its own type.
    if (target === undefined) return;
    let type = settled(target);
    if (type !== undefined && !isOpen(type) && carrier.record) {
      // The record by language, handed to a record: what each language's entry is read as.
      const entry = type.getProperties()[0];
      type = settled(entry && checker.getTypeOfSymbol(entry));
    }
    if (type !== undefined && (type.getFlags() & ts.TypeFlags.Unknown) !== 0) return;
    if (isOpen(type) || type === undefined) {
      readAll(carrier.page, node);
      return;
    }
    // The same Content (a helper typed with it): its own accesses are read where they are.
    if (contentPage(type) === carrier.page) return;
    for (const property of type.getProperties()) read(carrier.page, property.getName(), node);
  };

  /** The type the expression is handed to, when it sits where a value is passed on. */
  const receiver = (expression: ts.Expression): ts.Type | undefined => checker.getContextualType(expression);

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const carrier = carrierAt(node.expression);
      if (carrier && !carrier.record) {
        if (ts.isPropertyAccessExpression(node)) read(carrier.page, node.name.text, node.name);
        else if (ts.isStringLiteralLike(node.argumentExpression))
          read(carrier.page, node.argumentExpression.text, node.argumentExpression);
        else readAll(carrier.page, node);
      }
    } else if (ts.isObjectBindingPattern(node)) {
      const carrier = carrierAt(node);
      if (carrier && !carrier.record) {
        for (const element of node.elements) {
          const name = element.propertyName ?? element.name;
          if (element.dotDotDotToken) readAll(carrier.page, element);
          else if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) read(carrier.page, name.text, name);
          else readAll(carrier.page, element);
        }
      }
    } else if (ts.isSpreadAssignment(node) || ts.isJsxSpreadAttribute(node) || ts.isSpreadElement(node)) {
      const carrier = carrierAt(node.expression);
      if (carrier) readAll(carrier.page, node);
    } else if (ts.isShorthandPropertyAssignment(node)) {
      const carrier = carrierAt(node.name);
      if (carrier) {
        const holder = receiver(node.parent);
        const property = holder?.getProperty(node.name.text);
        handedTo(carrier, property && checker.getTypeOfSymbol(property), node);
      }
    }
    // A value read or called here may itself be a page's content passed on (`<List news={content[locale]} />`).
    if (isExpression(node) && passesOn(node)) {
      const carrier = carrierAt(node);
      if (carrier) handedTo(carrier, receiver(node), node);
    }
    ts.forEachChild(node, visit);
  };

  // The modules a page's content reaches: those importing a page content module, directly or
  // through other modules of the site.
  const reached = new Set<SourceFile>();
  const imports = new Map(site.files.map((file) => [file, importedFiles(file)]));
  const isContentModule = (file: SourceFile): boolean => PAGE_MODULE.test(file.getFilePath());
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, targets] of imports) {
      if (reached.has(file) || !targets.some((target) => reached.has(target) || isContentModule(target))) continue;
      reached.add(file);
      grew = true;
    }
  }
  for (const file of site.files) {
    if (!reached.has(file)) continue;
    for (const declaration of file.getImportDeclarations()) {
      const target = declaration.getModuleSpecifierSourceFile();
      const page = target && PAGE_MODULE.exec(target.getFilePath())?.[1];
      if (page === undefined) continue;
      const entry = state(page);
      const own = site.pathOf(file).endsWith(`/pages/${page}.tsx`);
      if (!entry.taken || (own && !entry.taken.own)) entry.taken = { spot: site.spotOf(declaration.compilerNode), own };
    }
    visit(file.compilerNode);
  }

  const result: Record<string, PageContentUse> = {};
  for (const [page, entry] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    if (!entry.taken) continue;
    result[page] = {
      taken: entry.taken.spot,
      reads: Object.fromEntries([...entry.reads].sort(([a], [b]) => a.localeCompare(b))),
      ...(entry.readsAll ? { readsAll: entry.readsAll } : {}),
    };
  }
  return { pages: result };
}

function importedFiles(file: SourceFile): SourceFile[] {
  const targets: SourceFile[] = [];
  for (const declaration of [...file.getImportDeclarations(), ...file.getExportDeclarations()]) {
    const target = declaration.getModuleSpecifierSourceFile();
    if (target) targets.push(target);
  }
  return targets;
}

/** An expression a value can be passed on from (not a name, a keyword or a literal). */
function isExpression(node: ts.Node): node is ts.Expression {
  return (
    ts.isIdentifier(node) ||
    ts.isCallExpression(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node)
  );
}

/**
 * Whether the expression's value is passed on to something typed: an argument, a JSX attribute, a
 * property of an object literal, a returned value, an initializer or an assigned value, also
 * through parentheses, `? :`, `??`, `||`, `&&`, `as`, `satisfies` and `!`.
 */
function passesOn(node: ts.Expression): boolean {
  const parent = node.parent;
  if (ts.isJsxExpression(parent)) return ts.isJsxAttribute(parent.parent);
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return parent.arguments?.includes(node) === true;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
  if (ts.isReturnStatement(parent) || ts.isArrayLiteralExpression(parent)) return true;
  if (ts.isVariableDeclaration(parent)) return parent.initializer === node && parent.type !== undefined;
  if (ts.isBinaryExpression(parent)) {
    const operator = parent.operatorToken.kind;
    if (operator === ts.SyntaxKind.EqualsToken) return parent.right === node;
    return PASSING_OPERATORS.has(operator) && passesOn(parent);
  }
  if (ts.isConditionalExpression(parent)) return parent.condition !== node && passesOn(parent);
  if (
    ts.isParenthesizedExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent) ||
    ts.isNonNullExpression(parent)
  )
    return passesOn(parent);
  return false;
}

const PASSING_OPERATORS = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
]);
