import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteContext } from '../context';
import { prefetchRoute } from '../prefetch';
import isInternalUrl from './isInternalUrl';

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
 * into view; external links open normally (with rel="noopener noreferrer" in a new tab).
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, children, autoAddBaseUrl: _a, isNavLink: _n, ...rest }, forwardedRef) {
  const { siteConfig } = useSiteContext();
  const target = to ?? href ?? '';
  const internal = isInternalUrl(target) && !/\.(xml|json|txt|sh|ps1|pdf|zip)$/.test(target.split(/[?#]/)[0] ?? '');
  const ref = useRef<HTMLAnchorElement | null>(null);
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  const routerPath = internal && target.startsWith('/') ? (target.startsWith(`${base}/`) && base ? target.slice(base.length) : target) : undefined;

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
    const prefetch = () => prefetchRoute(routerPath.split(/[?#]/)[0] ?? '/');
    return (
      <RouterLink ref={setRef} to={routerPath} onMouseEnter={prefetch} onTouchStart={prefetch} {...rest}>
        {children}
      </RouterLink>
    );
  }
  const external = !isInternalUrl(target);
  return (
    <a ref={setRef} href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
});

export default Link;
