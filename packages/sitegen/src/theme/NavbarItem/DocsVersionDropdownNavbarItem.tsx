import type { MouseEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { getVersionMainDoc, useActiveDocContext, useDocsPreferredVersion, useDocsVersionCandidates, useVersions, type ActiveDocContext, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import type { NavbarItemProps } from '@theme/NavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { NavbarItem } from '../../shared/types';

interface VersionItem {
  version: GlobalVersion;
  label: string;
}

/** The versions the dropdown lists: all of them newest first, or those its `versions` option names (with their labels). */
function versionItems(versions: GlobalVersion[], configs: NavbarItemProps['versions']): VersionItem[] {
  if (!configs) return versions.map((version) => ({ version, label: version.label }));
  const byName = new Map(versions.map((v) => [v.name, v]));
  const entries: Array<[string, { label?: string } | undefined]> = Array.isArray(configs) ? (configs as string[]).map((name) => [name, undefined]) : Object.entries(configs as Record<string, { label?: string }>);
  return entries.map(([name, config]) => {
    const version = byName.get(name);
    if (!version) throw new Error(`No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config.\nAvailable version names:\n- ${versions.map((v) => v.name).join('\n- ')}`);
    return { version, label: config?.label ?? version.label };
  });
}

/** The same page in another version when it has it, else that version's main doc. */
function targetDoc(version: GlobalVersion, context: ActiveDocContext) {
  return context.alternateDocVersions[version.name] ?? getVersionMainDoc(version);
}

/**
 * theme-classic's `docsVersionDropdown` item: a dropdown of the docs versions whose links keep the
 * page being read (and its `?query#hash`), labelled with the version being read, else the preferred
 * one, else the latest. Choosing a version makes it the preferred one. Items of the site's own
 * come before and after (`dropdownItemsBefore`, `dropdownItemsAfter`); with one item it is a plain link.
 */
export default function DocsVersionDropdownNavbarItem({ mobile, docsPluginId, dropdownActiveClassDisabled, dropdownItemsBefore = [], dropdownItemsAfter = [], versions: configs, onClick, ...props }: NavbarItemProps) {
  const { search, hash } = useLocation();
  const pluginId = docsPluginId as string | undefined;
  const activeDocContext = useActiveDocContext(pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const items = versionItems(useVersions(pluginId), configs);
  const candidates = useDocsVersionCandidates(pluginId);
  const displayed = candidates.map((candidate) => items.find((item) => item.version === candidate)).find((item) => item !== undefined) ?? items[0]!;
  const links: NavbarItem[] = [
    ...(dropdownItemsBefore as NavbarItem[]),
    ...items.map(({ version, label }): NavbarItem => ({
      label,
      to: `${targetDoc(version, activeDocContext)?.path ?? version.path}${search}${hash}`,
      isActive: version === activeDocContext.activeVersion,
      onClick: (event: MouseEvent<HTMLElement>) => {
        savePreferredVersionName(version.name);
        onClick?.(event);
      },
    })),
    ...(dropdownItemsAfter as NavbarItem[]),
  ];
  const many = mobile && links.length > 1;
  const label = many ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) : displayed.label;
  const to = many ? undefined : targetDoc(displayed.version, activeDocContext)?.path;
  const isActive = dropdownActiveClassDisabled ? false : undefined;
  // A site built with one version gets a link, not a dropdown of one.
  if (links.length <= 1) return <DefaultNavbarItem {...props} mobile={mobile} onClick={onClick} label={label} to={to} isActive={isActive} />;
  return <DropdownNavbarItem {...props} mobile={mobile} onClick={onClick} label={label} to={to} items={links} isActive={isActive} />;
}
