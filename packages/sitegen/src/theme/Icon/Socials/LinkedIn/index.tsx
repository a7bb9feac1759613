/** `@theme/Icon/Socials/LinkedIn`: the mark of LinkedIn beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialLinkedIn(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" /><path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.8 1.2-3 2.7-3s2.3 1 2.3 2.8V17" />
    </Icon>
  );
}
