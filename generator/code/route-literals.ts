// The route literals of the site's code, found with the type checker: a string literal is a route
// when the type it is written for holds that path (`RoutePath`, the generated union of the
// manifest's paths): `<AppLink to="/glory">`, `const LIST_PATH: RoutePath = '/journalism'`,
// `{ to: '/city' }` in an array of typed offers, `case '/glory':` on a route. The same text
// elsewhere (a CSS selector, a test of a path a visitor typed) is not a route, and is only
// reported. Used by `make move-route` (generator/move-route.ts).
import { ts } from 'ts-morph';
import type { Spot } from './reading.ts';
import type { SiteProject } from './site-project.ts';

/** A literal of the site's code holding a path, and whether it is written for a route. */
export interface PathLiteral {
  readonly spot: Spot;
  /** Offsets of the literal in its file, its quotes included. */
  readonly start: number;
  readonly end: number;
  /** The quote it is written with: `'`, `"` or a backquote. */
  readonly quote: string;
  readonly route: boolean;
}

/** Whether `type` (or a member of the union it is) is the string literal type `path`. */
function holds(type: ts.Type, path: string): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => member.isStringLiteral() && member.value === path);
}

/** Every string literal of the site's modules whose text is exactly `path`, by module. */
export function findPathLiterals(site: SiteProject, path: string): Map<string, PathLiteral[]> {
  const checker = site.project.getTypeChecker().compilerObject;
  const found = new Map<string, PathLiteral[]>();
  for (const file of site.files) {
    const source = file.compilerNode;
    // Most modules never write the path: parse-free text search first.
    if (!source.text.includes(path)) continue;
    const literals: PathLiteral[] = [];
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text === path) {
        const contextual = checker.getContextualType(node);
        const start = node.getStart(source);
        literals.push({
          spot: site.spotOf(node),
          start,
          end: node.getEnd(),
          quote: source.text.charAt(start),
          route: contextual !== undefined && holds(contextual, path),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (literals.length > 0) found.set(site.pathOf(file), literals);
  }
  return found;
}

/** `text` with each of `literals` rewritten to `path`, in its own quotes. */
export function rewriteLiterals(text: string, literals: readonly PathLiteral[], path: string): string {
  let result = text;
  for (const literal of [...literals].sort((a, b) => b.start - a.start))
    result = `${result.slice(0, literal.start)}${literal.quote}${path}${literal.quote}${result.slice(literal.end)}`;
  return result;
}
