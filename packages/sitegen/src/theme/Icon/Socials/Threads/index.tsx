/** `@theme/Icon/Socials/Threads`: the mark of Threads beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialThreads(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M19 8.5C18 5 15.5 3.5 12 3.5 7 3.5 4 7 4 12s3 8.5 8 8.5c4 0 7-2.5 7-5.5 0-4-4-5-7.5-4.5-2.5.5-3 3.5 0 4 3 .5 4.5-2 4-6-.5-2.5-3-3-4.5-1.5" />
    </Icon>
  );
}
