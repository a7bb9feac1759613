import type { ComponentPropsWithoutRef } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/** A list item (theme-classic's MDXComponents/Li): a footnote's (`user-content-fn-1`) id is an anchor links may point at. */
export default function MDXLi(props: ComponentPropsWithoutRef<'li'>) {
  useBrokenLinks().collectAnchor(props.id);
  // theme-classic adds useAnchorTargetClassName's class: none in sitegen (its theme offsets every anchor target).
  return <li {...props} />;
}
