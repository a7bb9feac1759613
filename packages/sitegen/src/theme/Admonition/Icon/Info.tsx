import type { IconProps } from '../../_internal/icons';
import { AdmonitionIcon } from '../icons';

/** An "i" in a circle: information. (theme-classic's Admonition/Icon/Info; the theme's own drawing). */
export default function AdmonitionIconInfo(props: IconProps) {
  return <AdmonitionIcon size={18} {...props} type="info" />;
}
