import { useContext, type AnchorHTMLAttributes } from 'react';
import Link from '@docusaurus/Link';
import { SiteContext } from '../../client/context';
import { usesHashRouter } from '../../shared/router';

declare const __SITEGEN_HASH_ROUTER__: boolean;
/** Whether the site may use the hash router: a build-time constant (bundle/defines.ts) here, so other sites' bundles leave its branches out. */
const HASH_ROUTER = typeof __SITEGEN_HASH_ROUTER__ === 'undefined' || __SITEGEN_HASH_ROUTER__;

type AnchorLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a heading of the page (`#id`), as theme-classic's `<Link to="#id">`: a plain anchor,
 * except with the hash router (`future.experimental_router: 'hash'`), where the location's hash
 * is the route and the link goes through it (`#/docs/intro#id`). A plain anchor outside a site
 * too (Markdown rendered on its own).
 */
export function AnchorLink(props: AnchorLinkProps) {
  return HASH_ROUTER ? <HashRouterAnchorLink {...props} /> : <a {...props} />;
}

function HashRouterAnchorLink({ href, ...props }: AnchorLinkProps) {
  const site = useContext(SiteContext);
  return site && usesHashRouter(site.siteConfig) ? <Link to={href} {...props} /> : <a href={href} {...props} />;
}
