/** `@theme/Icon/Socials/StackOverflow`: the mark of Stack Overflow beside an author's link (Blog/Components/Author/Socials); the theme's own drawing. */
import type { SVGProps } from 'react';
import { Icon } from '../../../_internal/icons';

export default function IconSocialStackOverflow(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon size={20} {...props}>
      <path d="M5 14v6h13v-6M8.5 17h6.5M9 13.6l6.3 1.3M10.2 9.8l5.8 2.8M12.4 6.3l5 4.2M15.5 3.3l3.6 5.2" />
    </Icon>
  );
}
