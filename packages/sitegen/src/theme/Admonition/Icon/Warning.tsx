import type { IconProps } from '../../_internal/icons';
import { AdmonitionIcon } from '../icons';

/** A "!" in a triangle: a warning (also caution's, as in theme-classic). (theme-classic's Admonition/Icon/Warning; the theme's own drawing). */
export default function AdmonitionIconWarning(props: IconProps) {
  return <AdmonitionIcon size={18} {...props} type="warning" />;
}
