import type { ComponentPropsWithoutRef } from 'react';
import Link from '@docusaurus/Link';

/** A Markdown link (theme-classic's MDXComponents/A): `@docusaurus/Link`, so site links navigate in the app and are checked. */
export default function MDXA(props: ComponentPropsWithoutRef<'a'>) {
  // Footnote references have ids (`user-content-fnref-1`), anchor targets: theme-classic gives them
  // useAnchorTargetClassName's class, which is none in sitegen (its theme offsets every anchor target).
  return <Link {...props} />;
}
