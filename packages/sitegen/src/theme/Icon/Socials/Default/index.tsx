/** `@theme/Icon/Socials/Default`: the mark of a link beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialDefault(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </Icon>
  );
}
