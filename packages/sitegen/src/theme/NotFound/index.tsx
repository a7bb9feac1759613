import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import NotFoundContent, { type NotFoundContentProps } from '@theme/NotFound/Content';

export type NotFoundProps = Pick<NotFoundContentProps, 'links'>;

/**
 * Shown for a path that is not a page of the site, as theme-classic's NotFound: its Content in the
 * Layout. A site adds its own ways back (docs, search) by wrapping it (`src/theme/NotFound`
 * rendering `@theme-original/NotFound` with `links`) or its Content.
 */
export default function NotFound({ links }: NotFoundProps) {
  return (
    <Layout title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}>
      <NotFoundContent {...(links ? { links } : {})} />
    </Layout>
  );
}
