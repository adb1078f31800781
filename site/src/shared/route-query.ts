// Where the visitor is, for page chunks: the path and the query of the current hash route
// (`#/newsdetail?id=…`). Pages read them from here, never from 'react-router-dom' (biome
// forbids it there): a lazy chunk that imports router code the entry does not use makes
// rolldown split React out of the entry into a chunk of its own, costing every first view a
// request and ~1 kB gzip (docs/decisions/014-keyword-search.md). The shell provides them.
import { createContext, useContext } from 'react';

export interface RouteLocation {
  readonly pathname: string;
  readonly search: string;
}

export const RouteLocationContext = createContext<RouteLocation>({ pathname: '/', search: '' });

/** The path of the current route, e.g. `/newsdetail` (or the unknown path a visitor typed). */
export function useRoutePath(): string {
  return useContext(RouteLocationContext).pathname;
}

/** One parameter of the current route's query, or null. */
export function useQueryParameter(name: string): string | null {
  return new URLSearchParams(useContext(RouteLocationContext).search).get(name);
}
