/** `@theme/Icon/Socials/X`: the mark of X beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialX(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M4 4l16 16M20 4 4 20" /><path d="M4 4h4.5L20 20h-4.5Z" fill="currentColor" stroke="none" opacity="0.35" />
    </Icon>
  );
}
