import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

export type CodeBlockContainerProps<T extends ElementType> = { as: T } & ComponentPropsWithoutRef<T>;

/** The code block's box (theme-classic's CodeBlock/Container): a `div`, or the `pre` of a block of elements. */
export default function CodeBlockContainer<T extends ElementType>({ as, ...props }: CodeBlockContainerProps<T>) {
  const As = as as ElementType;
  const className = (props as { className?: string }).className;
  return <As {...props} className={clsx(className, styles.container, 'theme-code-block')} />;
}
