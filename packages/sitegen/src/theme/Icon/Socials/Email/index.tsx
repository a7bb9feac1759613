/** `@theme/Icon/Socials/Email`: the mark of an email address beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialEmail(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </Icon>
  );
}
