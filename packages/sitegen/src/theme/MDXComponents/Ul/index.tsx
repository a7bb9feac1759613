import type { ComponentPropsWithoutRef } from 'react';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** A Markdown list (theme-classic's MDXComponents/Ul): a task list (`contains-task-list`) without bullets. */
export default function MDXUl(props: ComponentPropsWithoutRef<'ul'>) {
  const { className } = props;
  return <ul {...props} className={className === undefined ? undefined : clsx(className, className.includes('contains-task-list') && styles.containsTaskList)} />;
}
