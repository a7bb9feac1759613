/**
 * theme-common's unlisted and draft banners' texts and the unlisted page's robots tag: a module of
 * their own, so that a page that shows no banner does not carry them with the rest of components.tsx.
 */
import Head from '../exports/Head';
import { translate } from '../exports/Translate';

export function UnlistedBannerTitle() {
  return <>{translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page', description: 'The unlisted content banner title' })}</>;
}

export function UnlistedBannerMessage() {
  return <>{translate({ id: 'theme.contentVisibility.unlistedBanner.message', message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.', description: 'The unlisted content banner message' })}</>;
}

export function UnlistedMetadata() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

export function DraftBannerTitle() {
  return <>{translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page', description: 'The draft content banner title' })}</>;
}

export function DraftBannerMessage() {
  return <>{translate({ id: 'theme.contentVisibility.draftBanner.message', message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.', description: 'The draft content banner message' })}</>;
}
