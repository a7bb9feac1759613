import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import type { FooterColumn, FooterLink } from '../../../shared/types';

declare const __SITEGEN_FOOTER_SIMPLE_LINKS__: boolean;
/** Whether the site's footer has its links on one line (a build-time constant: with columns, Footer/Links/Simple's code is left out). */
const SIMPLE_LINKS = typeof __SITEGEN_FOOTER_SIMPLE_LINKS__ === 'undefined' || __SITEGEN_FOOTER_SIMPLE_LINKS__;

/** A column of links, not a link: theme-classic's isMultiColumnFooterLinks. */
function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  const first = links[0];
  return first !== undefined && ('items' in first || 'title' in first);
}

/** `footer.links`, as theme-classic's Footer/Links: titled columns, or one simple line. */
export default function FooterLinks({ links }: { links: FooterColumn[] | FooterLink[] }) {
  if (isColumns(links)) return <FooterLinksMultiColumn columns={links} />;
  return SIMPLE_LINKS ? <FooterLinksSimple links={links} /> : null;
}
