import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { clsx } from '../_internal/clsx';
import { AnchorLink } from '../_internal/anchorLink';
import styles from './styles.module.css';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  as: HeadingTag;
  id?: string;
  children?: ReactNode;
}

/** Plain text of React children (for accessible names). */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/**
 * A heading; from h2 down, with an id, it gets a "#" link to itself shown on hover and focus. An
 * h1 has no id, as in theme-classic: it is never in the table of contents.
 */
export default function Heading({ as: As, id, children, className, ...rest }: HeadingProps) {
  if (As === 'h1' || !id) {
    return (
      <As id={As === 'h1' ? undefined : id} className={className} {...rest}>
        {children}
      </As>
    );
  }
  const text = textOf(children).trim();
  const linkTitle = translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: text || id });
  return (
    <As id={id} className={clsx('anchor', styles.heading, className)} {...rest}>
      {children}
      {/* A zero-width space as the link's text, as theme-classic's: the "#" is drawn by CSS, so the heading's text stays its own. */}
      <AnchorLink href={`#${id}`} className={clsx(styles.hashLink, 'hash-link')} aria-label={linkTitle} title={linkTitle}>
        {'\u200B'}
      </AnchorLink>
    </As>
  );
}
