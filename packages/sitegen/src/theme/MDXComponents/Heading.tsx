import Heading, { type HeadingProps } from '@theme/Heading';

/** A Markdown heading (theme-classic's MDXComponents/Heading): the theme's Heading, with its anchor link. */
export default function MDXHeading(props: HeadingProps) {
  return <Heading {...props} />;
}
