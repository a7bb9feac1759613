import type { ComponentPropsWithoutRef } from 'react';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface ThemedImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src'> {
  sources: { light: string; dark: string };
  alt: string;
}

/**
 * One image per colour mode. Both are rendered and CSS shows the one matching `<html data-theme>`,
 * so the server render is right for either mode and switching needs no re-render.
 */
export default function ThemedImage({ sources, alt, className, ...rest }: ThemedImageProps) {
  return (
    <>
      <img {...rest} src={sources.light} alt={alt} className={clsx(styles.image, styles.light, className)} />
      <img {...rest} src={sources.dark} alt={alt} className={clsx(styles.image, styles.dark, 'themed-image-dark', className)} />
    </>
  );
}
