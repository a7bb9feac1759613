import Link from '@docusaurus/Link';
import type { ThemeLogo } from '../../../shared/types';
import { clsx } from '../../_internal/clsx';
import { LogoImage } from '../../_internal/LogoImage';
import styles from '../styles.module.css';

/** The footer's logo, linking to its `href` when it has one, as theme-classic's Footer/Logo. */
export default function FooterLogo({ logo }: { logo: ThemeLogo }) {
  const image = <LogoImage logo={logo} alt={logo.alt ?? ''} className={clsx('footer__logo', styles.logo)} />;
  if (!logo.href) return image;
  return (
    <Link href={logo.href} className={styles.logoLink} {...(logo.target ? { target: logo.target } : {})}>
      {image}
    </Link>
  );
}
