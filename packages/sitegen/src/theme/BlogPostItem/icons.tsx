/** The blog post tag icon. Drawn like the theme's other icons (_internal/icons.tsx). */
import { Icon, type IconProps } from '../_internal/icons';

export const TagIcon = (p: IconProps) => (
  <Icon size={14} {...p}>
    <path d="M3 12.2V4.5A1.5 1.5 0 0 1 4.5 3h7.7L21 11.8a1.5 1.5 0 0 1 0 2.1l-7.1 7.1a1.5 1.5 0 0 1-2.1 0Z" />
    <circle cx="8" cy="8" r="1.4" fill="currentColor" />
  </Icon>
);
