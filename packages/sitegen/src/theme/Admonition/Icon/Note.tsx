import type { IconProps } from '../../_internal/icons';
import { AdmonitionIcon } from '../icons';

/** A page with lines: a note. (theme-classic's Admonition/Icon/Note; the theme's own drawing). */
export default function AdmonitionIconNote(props: IconProps) {
  return <AdmonitionIcon size={18} {...props} type="note" />;
}
