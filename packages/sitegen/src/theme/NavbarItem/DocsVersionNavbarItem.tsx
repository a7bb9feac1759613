import { getVersionMainDoc, useDocsVersionCandidates } from '@docusaurus/plugin-content-docs/client';
import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

/**
 * theme-classic's `docsVersion` item: a link to the main doc of the version being read (else the
 * preferred one, else the latest), labelled with that version; `label` and `to` replace either.
 */
export default function DocsVersionNavbarItem({ label, to, docsPluginId, ...props }: NavbarItemProps) {
  const version = useDocsVersionCandidates(docsPluginId as string | undefined)[0]!;
  return <DefaultNavbarItem {...props} label={label ?? version.label} to={to ?? getVersionMainDoc(version)?.path ?? version.path} />;
}
