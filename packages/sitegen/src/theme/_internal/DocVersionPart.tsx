import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { useProvidedDocsVersion } from '../../client/exports/plugin-content-docs/versions';

declare const __SITEGEN_DOCS_VERSIONS__: boolean;

/**
 * The version banner or badge of a docs page or generated index. Whether the site has docs
 * versions: the bundlers define the flag and leave the version components out of every page of a
 * site without (undefined where nothing bundles the theme, as in unit tests: on). Written in the
 * condition itself for the bundlers to see.
 */
export function DocVersionPart({ part }: { part: 'banner' | 'badge' }) {
  if (typeof __SITEGEN_DOCS_VERSIONS__ === 'undefined' || __SITEGEN_DOCS_VERSIONS__) return <ProvidedVersionPart part={part} />;
  return null;
}

/** The version banner or badge, on a page inside a docs version (DocVersionRoot). */
function ProvidedVersionPart({ part }: { part: 'banner' | 'badge' }) {
  if (!useProvidedDocsVersion()) return null;
  return part === 'banner' ? <DocVersionBanner /> : <DocVersionBadge />;
}
