import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteContext } from '../context';
import { prefetchRoute } from '../prefetch';
import isInternalUrl from './isInternalUrl';
import { addBaseUrl } from './useBaseUrl';
import { noteRenderedLink } from './useBrokenLinks';
import { applyTrailingSlash, isFileLink } from '../../shared/paths';
import { usesHashRouter } from '../../shared/router';

declare const __SITEGEN_HASH_ROUTER__: boolean;
declare const __SITEGEN_SERVER__: boolean;
/** Pre-rendering: a build-time constant (bundle/defines.ts), so the browser's bundle leaves out what only the pre-render does. */
const SERVER = typeof __SITEGEN_SERVER__ === 'undefined' || __SITEGEN_SERVER__;
/** Whether the site may use the hash router: a build-time constant (bundle/defines.ts) here, so other sites' bundles leave its branches out. */
const HASH_ROUTER = typeof __SITEGEN_HASH_ROUTER__ === 'undefined' || __SITEGEN_HASH_ROUTER__;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Treat as a plain page link: full navigation, no client routing. */
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  /** Leaves the link out of the build's broken link check, as Docusaurus's Link does. */
  'data-noBrokenLinkCheck'?: boolean;
}

/**
 * Internal links navigate client-side and prefetch their route on hover, touch or when scrolled
 * into view; external links open normally (with rel="noopener noreferrer" in a new tab). As in
 * Docusaurus's Link, an internal link gets the site's trailing slash rule (applyTrailingSlash);
 * links to files (`.xml`, `.pdf`, …) are left as written.
 */
const PATHNAME = 'pathname://';

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, children, autoAddBaseUrl, isNavLink: _n, 'data-noBrokenLinkCheck': noBrokenLinkCheck, ...rest }, forwardedRef) {
  const { siteConfig } = useSiteContext();
  const hash = HASH_ROUTER && usesHashRouter(siteConfig);
  // With the hash router, useBaseUrl's `./path` is the route `/path` (as Docusaurus's Link takes it).
  const given = hash && (to ?? href)?.startsWith('./') ? (to ?? href)!.slice(1) : (to ?? href ?? '');
  // Docusaurus's `pathname://`: a path of the host written as it is, left to the browser (another locale's page).
  // Under the base URL unless `autoAddBaseUrl` is false or it is there already (Docusaurus's maybeAddBaseUrl); with the hash router, as written.
  const pathname = given.startsWith(PATHNAME) ? given.slice(PATHNAME.length) : undefined;
  const plainPath = pathname !== undefined && autoAddBaseUrl !== false && !hash && pathname.startsWith('/') ? addBaseUrl({ siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, url: pathname }) : pathname;
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
  const finalHref = routerPath === undefined ? target : hash ? `#${routerPath}` : routerHref(base, routerPath);
  // As Docusaurus's Link collects links for its checker: an internal one opening here, not a
  // `pathname://` one, one marked data-noBrokenLinkCheck, or one with another target.
  if (SERVER) {
    if (plainPath !== undefined || noBrokenLinkCheck) noteRenderedLink(finalHref, false);
    else if (isInternalUrl(written) && (!rest.target || rest.target === '_self')) noteRenderedLink(finalHref, true);
  }

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
      <a ref={setRef} onMouseEnter={prefetch} onTouchStart={prefetch} {...rest} href={finalHref} onClick={onClick}>
        {children}
      </a>
    );
  }
  const external = plainPath === undefined && !isInternalUrl(target);
  return (
    <a ref={setRef} href={finalHref} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
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
