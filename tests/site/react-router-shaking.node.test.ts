// The build's transform of react-router (site/server/react-router-shaking.ts, decision 008): its
// top-level component declarations become droppable, and their developer-tools names go.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { shakeable } from '../../site/server/react-router-shaking';
import { proves } from '../conformance/proves';

describe("the build's transform of react-router", () => {
  test(
    'marks top-level component declarations pure and drops their display names, nothing else',
    proves('DECISION-STATIC-FIRST-BYTES'),
    () => {
      const source = [
        'var Link = React10.forwardRef(',
        '  function LinkWithRef({ to }, ref) {',
        '    var inner = React10.forwardRef(render);',
        '    return inner;',
        '  }',
        ');',
        'Link.displayName = "Link";',
        'var DataRouterContext = React.createContext(null);',
        'DataRouterContext.displayName = "DataRouter";',
        'var Outlet = React2.memo(OutletImpl);',
        'function render() { element.displayName = "kept"; }',
        'router.displayName = computed;',
        '',
      ].join('\n');
      expect(shakeable(source)).toEqual({
        code: [
          'var Link = /* @__PURE__ */ React10.forwardRef(',
          '  function LinkWithRef({ to }, ref) {',
          '    var inner = React10.forwardRef(render);',
          '    return inner;',
          '  }',
          ');',
          'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
          'var Outlet = /* @__PURE__ */ React2.memo(OutletImpl);',
          'function render() { element.displayName = "kept"; }',
          'router.displayName = computed;',
          '',
        ].join('\n'),
        declarations: 3,
        displayNames: 2,
      });
    },
  );

  test(
    "finds <Link> and <NavLink> in the installed react-router's production build",
    proves('DECISION-STATIC-FIRST-BYTES'),
    () => {
      // The build fails when nothing matches; this names the two components the site stopped
      // rendering (site/src/shared/app-link.tsx), so a release that moves them shows here.
      const dir = join(import.meta.dirname, '../../node_modules/react-router/dist/production');
      const chunk = readdirSync(dir)
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .find((code) => code.includes('var Link = '));
      expect(chunk, 'the chunk declaring Link').toBeDefined();
      const { code } = shakeable(chunk ?? '');
      expect(code).toContain('var Link = /* @__PURE__ */ React');
      expect(code).toContain('var NavLink = /* @__PURE__ */ React');
      expect(code).not.toMatch(/^(Link|NavLink)\.displayName = /m);
    },
  );
});
