/** `@theme/Icon/Socials/Twitch`: the mark of Twitch beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialTwitch(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M4 3h16v11l-4 4h-4l-3 3v-3H5.5L4 16.5Z" /><path d="M11 7.5v4M15.5 7.5v4" />
    </Icon>
  );
}
