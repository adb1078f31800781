// A route path given to a command (`make page ROUTE=`, `make move-route TO=`), checked by the
// generator's own rule for a route path (checks/paths.ts) before anything is planned, then against
// the routes of the manifest.
import { pathProblem, tidyPath } from './checks/paths.ts';
import { type Problem, problem } from './issues.ts';
import type { ManifestForEdit } from './manifest-edit.ts';
import { type DataPath, formatPath } from './positions.ts';

/** The refusal of the path `value` given as `variable` to `command` (none when it is a route path). */
export function routeVariableProblems(command: string, variable: 'ROUTE' | 'TO', value: string): Problem[] {
  const found = pathProblem(value);
  if (found === undefined) return [];
  const given = `${variable}=${value}`;
  return [
    found.code === 'route-path-slash'
      ? problem('route-variable-slash', { variable, suggestion: found.intended }, command, given)
      : problem('route-variable-format', { variable, suggestion: tidyPath(value) }, command, given),
  ];
}

/** The refusals of `value` given as `variable` when routes of the manifest already have that path, at each. */
export function routeTakenProblems(
  loaded: Extract<ManifestForEdit, { ok: true }>,
  variable: 'ROUTE' | 'TO',
  value: string,
): Problem[] {
  const routes = loaded.source('routes.yaml');
  return loaded.manifest.routes.routes.flatMap((route, index) => {
    if (route.path !== value) return [];
    const path: DataPath = ['routes', index, 'path'];
    return [
      problem(
        'route-variable-taken',
        { variable, path: value, page: route.page },
        loaded.at(routes, path),
        formatPath(path),
      ),
    ];
  });
}
