import { useSiteContext, type SiteContextValue } from '../context';

/** Docusaurus-compatible access to the site config and global data. */
export default function useDocusaurusContext(): SiteContextValue {
  return useSiteContext();
}
