/** `@theme/Icon/Socials/Bluesky`: the mark of Bluesky beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialBluesky(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M12 11C10 7 6.5 4 4.5 4S3 7.5 3.5 10s3 3 5.5 2.5C6 13.5 5 16 7.5 18s4-2 4.5-4c.5 2 2 6 4.5 4s1.5-4.5-1.5-5.5c2.5.5 5 0 5.5-2.5S21.5 4 19.5 4 14 7 12 11Z" />
    </Icon>
  );
}
