import { useContext, type MouseEvent, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import AnnouncementBar from '@theme/AnnouncementBar';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import { RouteContext } from '../../client/context';
import { formatPageTitle } from '../../shared/page-title';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  /** Extra class on `<main>`. */
  wrapperClassName?: string;
}

/** theme-classic's id for the content wrapper (the skip link's target), which sites' CSS and links name. */
export const MAIN_ID = '__docusaurus_skipToContent_fallback';

/**
 * Whether the site config has an announcement bar, defined by the bundlers so that without one
 * its code is left out of every page. (Undefined where nothing bundles the theme, as in unit tests.)
 */
declare const __SITEGEN_ANNOUNCEMENT_BAR__: boolean;
const HAS_ANNOUNCEMENT_BAR = typeof __SITEGEN_ANNOUNCEMENT_BAR__ === 'undefined' || __SITEGEN_ANNOUNCEMENT_BAR__;

/** The page chrome: skip link, announcement bar, navbar, main landmark and footer. */
export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  return (
    <>
      <LayoutHead title={title} description={description} />
      <SkipToContent />
      {HAS_ANNOUNCEMENT_BAR && <AnnouncementBar />}
      <Navbar />
      <main id={MAIN_ID} tabIndex={-1} className={clsx('theme-layout-main main-wrapper', styles.main, wrapperClassName)}>
        {children}
      </main>
      {!noFooter && <Footer />}
    </>
  );
}

function LayoutHead({ title, description }: { title?: string; description?: string }) {
  const { siteConfig } = useDocusaurusContext();
  const route = useContext(RouteContext);
  const fullTitle = formatPageTitle(title, siteConfig);
  // The route's own description is already in the pre-rendered head; add one only when missing.
  const addDescription = description && !route?.meta.description;
  return (
    <Head>
      <title>{fullTitle}</title>
      {addDescription && <meta name="description" content={description} />}
      {addDescription && <meta property="og:description" content={description} />}
    </Head>
  );
}

/** The first Tab stop: jumps past the navigation to the page content. */
export function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={onClick}>
      <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>
    </a>
  );
}
