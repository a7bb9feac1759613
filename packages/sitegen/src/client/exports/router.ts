/** `@docusaurus/router`: the router hooks and components pages use. */
export { useHistory, useLocation, useNavigate, matchPath, Redirect } from './router-compat';
