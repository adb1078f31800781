import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import type { RoutePath } from '../generated/routes.gen';

// The site's links are drawn here rather than with react-router's <Link> and <NavLink>: those
// carry its framework mode's route-module prefetching (<Link prefetch>), which a hash-routed
// single-page app never uses; without them the first view's script is about 3 kB gzip smaller
// (docs/decisions/008-react-router-production-build.md). A click is still the router's own:
// useLinkClickHandler navigates on a plain left click, and leaves a modified click (new tab, new
// window) and a link with a target to the browser, as <Link> does.

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

function useAppAnchor(to: RoutePath | { pathname: RoutePath; search: string }, { onClick, target }: AnchorProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return {
    href,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      onClick?.(event);
      if (!event.defaultPrevented) navigate(event);
    },
  };
}

/**
 * A link to a page of the site: a path that no route has is a type error. `query` adds a query
 * to the hash route (`#/newsdetail?id=…`), read by the page with `useQueryParameter`.
 */
export function AppLink({
  to,
  query,
  ...props
}: AnchorProps & { to: RoutePath; query?: Readonly<Record<string, string>> }) {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const anchor = useAppAnchor(search ? { pathname: to, search } : to, props);
  return <a {...props} {...anchor} />;
}

/**
 * A navigation link that marks the current page, as <NavLink> did: `aria-current="page"` and the
 * class `active` when the page shown is `to` or below it (`/news` for `/news/…`).
 */
export function AppNavLink({ to, className, ...props }: AnchorProps & { to: RoutePath }) {
  const anchor = useAppAnchor(to, props);
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <a
      {...props}
      {...anchor}
      className={[className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
}
