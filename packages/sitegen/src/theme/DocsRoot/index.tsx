import { useContext } from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import Layout from '@theme/Layout';
import { RouteContext } from '../../client/context';

export interface DocsRootProps {
  route: { routes?: unknown[] };
}

/**
 * theme-classic's DocsRoot: the layout around every docs route, which renders the route inside it.
 * Its class on `<html>` (`docs-wrapper`) is the route's (meta.htmlClassName); the page's title and
 * description are the route's, as the pre-rendered head has them.
 */
export default function DocsRoot({ route }: DocsRootProps) {
  const meta = useContext(RouteContext)?.meta;
  return (
    <Layout title={meta?.title} description={meta?.description}>
      {renderRoutes(route.routes)}
    </Layout>
  );
}
