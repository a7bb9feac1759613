/** The code block buttons' icons (only pages with code blocks load them). Drawn like the theme's other icons (_internal/icons.tsx). */
import { Icon, type IconProps } from '../_internal/icons';

export const CopyIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
    <path d="M15.5 8.5V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7.5a2 2 0 0 0 2 2h2.5" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <path d="M4.5 12.5l5 5 10-11" />
  </Icon>
);

/** Text that runs to the edge and turns back: "wrap long lines". */
export const WrapIcon = (p: IconProps) => (
  <Icon size={18} {...p}>
    <path d="M4 6h16M4 12h12.5a3.5 3.5 0 0 1 0 7H12M4 18h4" />
    <path d="M14 16.5L11.5 19l2.5 2.5" />
  </Icon>
);
