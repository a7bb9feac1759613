/** `@theme/Icon/Socials/Twitter`: the mark of Twitter beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialTwitter(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M22 5.5a8 8 0 0 1-2.4.7A4 4 0 0 0 21.4 4a8 8 0 0 1-2.6 1A4 4 0 0 0 12 8.7 11.6 11.6 0 0 1 3.5 4.5s-4 9 5 13a12.5 12.5 0 0 1-7 2c9 5 20 0 20-11.5V7.6A6 6 0 0 0 22 5.5Z" />
    </Icon>
  );
}
