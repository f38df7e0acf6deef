import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/** What a link to one of the site's own pages takes: an anchor's props, and where it goes. */
export interface RouteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
}

/**
 * A link to one of the site's own pages, for MUI's `component` prop: a plain anchor whose plain
 * left click is a client-side navigation (react-router's `useLinkClickHandler`), and any other
 * click, a middle or modified one, the browser's own. react-router's `Link` does the same and also
 * prefetches a route's data and modules, which only its framework mode has: that code came with
 * it on every page (2.2 kB gzip), used nowhere. An `onClick` that prevents the default
 * keeps the link where it is, as with `Link` (the home page's section links scroll instead).
 */
export function RouteLink({ to, target, onClick, ref, ...anchor }: RouteLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
