import { useContext, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme/AnnouncementBar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import { RouteContext } from '../../client/context';
import { clsx } from '../_internal/clsx';
import styles from './styles.module.css';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  /** Extra class on the content wrapper (theme-classic's `#__docusaurus_skipToContent_fallback` div; each page has its own `<main>`). */
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

/**
 * The page chrome, as theme-classic's Layout: in its Layout/Provider, the skip link, announcement
 * bar, navbar, the content wrapper (a `<div>`: each page has its `<main>` landmark) and footer. (A page that crashes shows ErrorPageContent from the
 * app's one error boundary, around the whole page: one module fewer on every page.)
 */
export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  return (
    <LayoutProvider>
      <LayoutHead title={title} description={description} />
      <SkipToContent />
      {HAS_ANNOUNCEMENT_BAR && <AnnouncementBar />}
      <Navbar />
      <div id={MAIN_ID} tabIndex={-1} className={clsx('theme-layout-main main-wrapper', styles.main, wrapperClassName)}>
        {children}
      </div>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}

function LayoutHead({ title, description }: { title?: string; description?: string }) {
  const route = useContext(RouteContext);
  const fullTitle = useTitleFormatter().format(title);
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
