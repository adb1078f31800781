import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router-dom';
import type { RoutePath } from '../generated/routes.gen';

/**
 * A link to a page of the site: a path that no route has is a type error. `query` adds a query
 * to the hash route (`#/newsdetail?id=…`), read by the page with `useQueryParameter`.
 */
export function AppLink({
  to,
  query,
  ...props
}: Omit<LinkProps, 'to'> & { to: RoutePath; query?: Readonly<Record<string, string>> }) {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return <Link to={search ? { pathname: to, search } : to} {...props} />;
}

/** A navigation link that marks the current page (`aria-current="page"`). */
export function AppNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: RoutePath }) {
  return <NavLink to={to} {...props} />;
}
