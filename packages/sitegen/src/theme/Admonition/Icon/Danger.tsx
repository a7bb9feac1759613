import type { IconProps } from '../../_internal/icons';
import { AdmonitionIcon } from '../icons';

/** A cross in an octagon: danger. (theme-classic's Admonition/Icon/Danger; the theme's own drawing). */
export default function AdmonitionIconDanger(props: IconProps) {
  return <AdmonitionIcon size={18} {...props} type="danger" />;
}
