// Lets the bundler drop the parts of react-router the site never renders (docs/decisions/008).
// react-router's build declares its components at the top of its module with calls the bundler
// cannot prove pure (`var Link = React.forwardRef(…)`) and then names them for React's developer
// tools (`Link.displayName = "Link"`): both count as side effects, so <Link>, <NavLink>, <Form>
// and everything they use (framework mode's route-module prefetching among it) stayed in the
// first view's script although nothing renders them: 3.9 kB gzip with the site's own links.
import type { Plugin } from 'vite';

/** `var Name = React.forwardRef(`, `.memo(` or `.createContext(`, at the start of a line (top level). */
const DECLARATION = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Name.displayName = "…";` alone on a line (top level): read only by React's developer tools. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";\n/gm;

const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;

/** The transform itself: exported for its test. */
export function shakeable(code: string): { code: string; declarations: number; displayNames: number } {
  let declarations = 0;
  let displayNames = 0;
  const out = code
    .replace(DECLARATION, (_match, head: string, call: string) => {
      declarations++;
      return `${head}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      displayNames++;
      return '';
    });
  return { code: out, declarations, displayNames };
}

export function reactRouterShakingPlugin(): Plugin {
  let declarations = 0;
  let files = 0;
  return {
    name: 'site:react-router-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER.test(id)) return undefined;
      files++;
      const result = shakeable(code);
      declarations += result.declarations;
      return result.code === code ? undefined : { code: result.code, map: null };
    },
    buildEnd(error) {
      // A react-router release that declares its components differently would silently bring the
      // dead code back: fail the build instead.
      if (!error && files > 0 && declarations === 0) {
        this.error(
          'react-router-shaking: no component declaration of react-router matched; update site/server/react-router-shaking.ts for this release',
        );
      }
    },
  };
}
