/** `@theme/Icon/Socials/Mastodon`: the mark of Mastodon beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialMastodon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M7.5 18c4 1.5 8 1 8-1.5-4 1-8 .5-8-2.5 6 1 11 0 12-3 .5-2 .5-4 0-6C19 2.5 15.5 2.5 12 2.5S5 2.5 4.5 5C3.5 9 3.5 15 7.5 18Z" /><path d="M9 12V8.5a1.5 1.5 0 0 1 3 0V10m0 0V8.5a1.5 1.5 0 0 1 3 0V12" />
    </Icon>
  );
}
