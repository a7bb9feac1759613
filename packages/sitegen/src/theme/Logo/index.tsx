import type { ComponentProps } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { LogoImage } from '../_internal/LogoImage';

export type LogoProps = Partial<ComponentProps<typeof Link>> & { imageClassName?: string; titleClassName?: string };

/**
 * The navbar's logo and title, linking home (or to the logo's `href`), as theme-classic's Logo:
 * the image in a `<div>` of `imageClassName`, the title in a `<b>` of `titleClassName`; other
 * props go to the link. With a title beside it, a logo without alt text is decorative.
 */
export default function Logo({ imageClassName, titleClassName, ...props }: LogoProps) {
  const { siteConfig } = useDocusaurusContext();
  const { title, logo } = siteConfig.themeConfig.navbar;
  const home = useBaseUrl(logo?.href || '/');
  const image = logo && <LogoImage logo={logo} alt={logo.alt ?? (title ? '' : siteConfig.title)} size={32} />;
  return (
    <Link to={home} {...props} {...(logo?.target ? { target: logo.target } : {})}>
      {image && (imageClassName ? <div className={imageClassName}>{image}</div> : image)}
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
