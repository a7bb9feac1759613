import type { IconProps } from '../../_internal/icons';
import { AdmonitionIcon } from '../icons';

/** A light bulb: a tip. (theme-classic's Admonition/Icon/Tip; the theme's own drawing). */
export default function AdmonitionIconTip(props: IconProps) {
  return <AdmonitionIcon size={18} {...props} type="tip" />;
}
