import { useContext, type ReactNode } from 'react';
import { NestedRouteContext } from '../context';

function NestedRoute(): ReactNode {
  return useContext(NestedRouteContext);
}

/**
 * `@docusaurus/renderRoutes`: what a parent route's component renders for the route inside it
 * (`renderRoutes(props.route.routes)`). The router has matched the inner route already, so the
 * list is not read again.
 */
export default function renderRoutes(_routes?: unknown, _extraProps?: Record<string, unknown>): ReactNode {
  return <NestedRoute />;
}
