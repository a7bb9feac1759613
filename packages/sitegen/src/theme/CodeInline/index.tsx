import type { ComponentPropsWithoutRef } from 'react';

/** Inline code (theme-classic's CodeInline): a plain `<code>`, for a site to swizzle. */
export default function CodeInline(props: ComponentPropsWithoutRef<'code'>) {
  return <code {...props} />;
}
