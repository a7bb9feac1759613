import type { ComponentProps } from 'react';
import type Link from '@docusaurus/Link';
import Logo from '@theme/Logo';
import { clsx } from '../../_internal/clsx';
import styles from '../styles.module.css';

/** The navbar's logo and title, as theme-classic's Navbar/Logo: Logo with the `navbar__` classes. */
export default function NavbarLogo(props: Partial<ComponentProps<typeof Link>>) {
  return (
    <Logo
      {...props}
      className={clsx('navbar__brand', styles.brand, props.className)}
      imageClassName={clsx('navbar__logo', styles.logo)}
      titleClassName={clsx('navbar__title text--truncate', styles.title)}
    />
  );
}
