/** `@theme/Icon/Socials/Instagram`: the mark of Instagram beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialInstagram(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.2 6.8v.01" />
    </Icon>
  );
}
