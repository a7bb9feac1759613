import type { ComponentPropsWithoutRef } from 'react';
import { clsx } from '../../../_internal/clsx';
import styles from '../../styles.module.css';

/** A code block button (theme-classic's CodeBlock/Buttons/Button). */
export default function CodeBlockButton({ className, ...props }: ComponentPropsWithoutRef<'button'>) {
  return <button type="button" {...props} className={clsx('clean-btn', styles.button, className)} />;
}
