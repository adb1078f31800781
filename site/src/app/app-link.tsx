import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router-dom';
import type { RoutePath } from '../generated/routes.gen';

/** A link to a page of the site: a path that no route has is a type error. */
export function AppLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: RoutePath }) {
  return <Link to={to} {...props} />;
}

/** A navigation link that marks the current page (`aria-current="page"`). */
export function AppNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: RoutePath }) {
  return <NavLink to={to} {...props} />;
}
