import { Children, isValidElement, type ReactNode } from 'react';
import AdmonitionTypes from '@theme/Admonition/Types';
import type { AdmonitionLayoutProps } from '@theme/Admonition/Layout';

/** The same props as its Layout's (theme-classic's Admonition passes them on). */
export type AdmonitionProps = AdmonitionLayoutProps;

/** Docusaurus 3's title element (`mdxAdmonitionTitle`, see remark-admonitions.ts); MDX 1's marked it with `mdxType`. */
const isTitleElement = (child: ReactNode) => isValidElement<{ mdxType?: string }>(child) && (child.type === 'mdxAdmonitionTitle' || child.props.mdxType === 'mdxAdmonitionTitle');

/**
 * The props with the title taken from an `mdxAdmonitionTitle` child, as theme-common's
 * processAdmonitionProps does (here, not imported from it: the theme-common chunk every docs page
 * loads stays as it is, and only pages with admonitions load this).
 */
function withTitleChild(props: AdmonitionProps): AdmonitionProps {
  const children = Children.toArray(props.children);
  const title = children.find(isTitleElement);
  if (!isValidElement<{ children?: ReactNode }>(title)) return props;
  return { ...props, title: props.title ?? title.props.children, children: children.filter((child) => child !== title) };
}

/** The component of a type, from Admonition/Types; Info (with a warning) for a type it lacks, as theme-classic does. */
function typeComponent(type: string) {
  const component = AdmonitionTypes[type];
  if (component) return component;
  console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
  return AdmonitionTypes.info!;
}

/** A callout box (`:::note` and the other types): the type's component from Admonition/Types draws it (theme-classic's Admonition). */
export default function Admonition(unprocessed: AdmonitionProps) {
  const props = withTitleChild(unprocessed);
  const Component = typeComponent(props.type);
  return <Component {...props} />;
}
