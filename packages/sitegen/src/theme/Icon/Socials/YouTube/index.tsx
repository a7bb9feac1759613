/** `@theme/Icon/Socials/YouTube`: the mark of YouTube beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialYouTube(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" /><path d="m10 9 5 3-5 3Z" fill="currentColor" />
    </Icon>
  );
}
