import type { ComponentPropsWithoutRef } from 'react';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** A Markdown image (theme-classic's MDXComponents/Img): loaded lazily, its height following its width. */
export default function MDXImg(props: ComponentPropsWithoutRef<'img'>) {
  return <img decoding="async" loading="lazy" {...props} className={clsx(props.className, styles.image)} />;
}
