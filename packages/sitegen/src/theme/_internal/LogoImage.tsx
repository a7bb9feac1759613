import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type { ThemeLogo } from '../../shared/types';
import { clsx } from './clsx';

/**
 * The navbar's or the footer's logo, as theme-classic draws it: `srcDark` in dark mode, the
 * config's size, style and class. `size` stands in for a size the config does not give.
 */
export function LogoImage({ logo, alt, className, size }: { logo: ThemeLogo; alt: string; className?: string; size?: number }) {
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark ?? logo.src);
  const sized = logo.width !== undefined || logo.height !== undefined;
  const attributes = { alt, width: sized ? logo.width : size, height: sized ? logo.height : size, style: logo.style, className: clsx(className, logo.className) || undefined };
  return logo.srcDark ? <ThemedImage sources={{ light, dark }} {...attributes} /> : <img src={light} {...attributes} />;
}
