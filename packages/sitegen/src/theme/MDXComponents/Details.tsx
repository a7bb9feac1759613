import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import Details from '@theme/Details';
// The summary from the theme's own file: a site's src/theme/Details exports only a component.
import { Summary } from '../Details';

/** A Markdown `<details>` (theme-classic's MDXComponents/Details): its `<summary>` child becomes the Details' summary. */
export default function MDXDetails(props: ComponentPropsWithoutRef<'details'> & { summary?: ReactNode }) {
  const items = Children.toArray(props.children);
  const summary = items.find((item) => isValidElement(item) && (item.type === 'summary' || item.type === Summary));
  const children = <>{items.filter((item) => item !== summary)}</>;
  return (
    <Details {...props} summary={summary ?? props.summary}>
      {children}
    </Details>
  );
}
