import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteContext } from '../context';
import { prefetchRoute } from '../prefetch';
import isInternalUrl from './isInternalUrl';
import { applyTrailingSlash, isFileLink } from '../../shared/paths';
import { usesHashRouter } from '../../shared/router';

declare const __SITEGEN_HASH_ROUTER__: boolean;
/** Whether the site may use the hash router: a build-time constant (bundle/defines.ts) here, so other sites' bundles leave its branches out. */
const HASH_ROUTER = typeof __SITEGEN_HASH_ROUTER__ === 'undefined' || __SITEGEN_HASH_ROUTER__;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Treat as a plain page link: full navigation, no client routing. */
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
}

/**
 * Internal links navigate client-side and prefetch their route on hover, touch or when scrolled
 * into view; external links open normally (with rel="noopener noreferrer" in a new tab). As in
 * Docusaurus's Link, an internal link gets the site's trailing slash rule (applyTrailingSlash);
 * links to files (`.xml`, `.pdf`, …) are left as written.
 */
const PATHNAME = 'pathname://';

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, children, autoAddBaseUrl: _a, isNavLink: _n, ...rest }, forwardedRef) {
  const { siteConfig } = useSiteContext();
  const hash = HASH_ROUTER && usesHashRouter(siteConfig);
  // With the hash router, useBaseUrl's `./path` is the route `/path` (as Docusaurus's Link takes it).
  const given = hash && (to ?? href)?.startsWith('./') ? (to ?? href)!.slice(1) : (to ?? href ?? '');
  // Docusaurus's `pathname://`: a path of the host written as it is, left to the browser (another locale's page).
  const plainPath = given.startsWith(PATHNAME) ? given.slice(PATHNAME.length) : undefined;
  const written = plainPath ?? given;
  const internal = plainPath === undefined && isInternalUrl(written) && !isFileLink(written);
  const ref = useRef<HTMLAnchorElement | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  const slashed = internal ? applyTrailingSlash(written, siteConfig) : written;
  const target = internal ? resolveRelative(slashed, `${base}${location.pathname}`) : slashed;
  // With the hash router, a link to an anchor of the page (`#x`) goes through the router too: the page's hash is its route.
  const routerPath = internal && target.startsWith('/') ? (target.startsWith(`${base}/`) && base ? target.slice(base.length) : target) : hash && internal && target.startsWith('#') ? `${location.pathname}${location.search}${target}` : undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element || routerPath === undefined || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        prefetchRoute(routerPath.split(/[?#]/)[0] ?? '/');
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [routerPath]);

  const setRef = (element: HTMLAnchorElement | null) => {
    ref.current = element;
    if (typeof forwardedRef === 'function') forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  };

  if (routerPath !== undefined) {
    const prefetch = () => prefetchRoute(routerPath.split(/[?#]/)[0] ?? '/', { urgent: true });
    // What react-router's <Link> does, without the data-router code it brings along: a plain
    // left click navigates client-side (replacing the entry when the target is the current URL).
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      rest.onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || (rest.target && rest.target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigate(routerPath, { replace: `${location.pathname}${location.search}${location.hash}` === routerPath });
    };
    return (
      <a ref={setRef} onMouseEnter={prefetch} onTouchStart={prefetch} {...rest} href={hash ? `#${routerPath}` : routerHref(base, routerPath)} onClick={onClick}>
        {children}
      </a>
    );
  }
  const external = plainPath === undefined && !isInternalUrl(target);
  return (
    <a ref={setRef} href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
});

export default Link;

/**
 * A relative internal link (`usage#options`, `../guide`, `?tab=2`) resolved against the page's
 * path, as react-router's Link resolves it in Docusaurus: the page's HTML has the absolute URL.
 * Absolute paths and links to an anchor of the page itself (`#x`) are left as written.
 */
export function resolveRelative(link: string, pagePath: string): string {
  if (link === '' || link.startsWith('/') || link.startsWith('#')) return link;
  const resolved = new URL(link, `http://host${pagePath}`);
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * The URL of a router path under the site's base URL (react-router's `useHref` for an absolute
 * path), except that the home page keeps its slash (`/fr/`, not `/fr`): Docusaurus's links are
 * the base URL itself, which a host serves without a redirect.
 */
export function routerHref(base: string, routerPath: string): string {
  if (!base) return routerPath;
  const [, pathname = '', suffix = ''] = /^([^?#]*)(.*)$/s.exec(routerPath) ?? [];
  return `${base}${pathname}${suffix}`;
}
