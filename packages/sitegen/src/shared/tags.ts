/** Tags of docs and blog posts, as the content plugins (node) give them to the theme (browser). */
import { formatMessage, selectPluralForm, type LocaleMessages } from './i18n';

/** A tag of a doc or a post (Docusaurus's TagMetadata): its permalink is below the tags' route, base URL included. */
export interface Tag {
  label: string;
  permalink: string;
  /** A tag of the tags file may have one (the tag's link title, its page's description). */
  description?: string;
  /** Written in the front matter, not a key of the tags file. */
  inline?: boolean;
}

/** A tag on a tags list page, with how many listed docs or posts it has (Docusaurus's TagsListItem). */
export interface TagsListItem {
  label: string;
  permalink: string;
  description?: string;
  count: number;
}

/** What a docs tag's page shows (Docusaurus's PropTagDocList). */
export interface TagDocList {
  label: string;
  permalink: string;
  description?: string;
  /** The version's tags list page, for "View all tags". */
  allTagsPath: string;
  count: number;
  /** Its docs by title: the listed ones, or all when every one is unlisted (the tag is then unlisted). */
  items: Array<{ id: string; title: string; description: string; permalink: string }>;
  unlisted: boolean;
}

/** The tags list pages' title (theme-common's translateTagsPageTitle): "Tags". */
export function tagsPageTitle(t?: LocaleMessages): string {
  return formatMessage(t, 'theme.tags.tagsPageTitle', 'Tags');
}

/**
 * A docs tag page's title and heading, as theme-classic's DocTagDocListPage words it:
 * `One doc tagged with "ble"`, `3 docs tagged with "ble"` (in the locale of `t`: the node side writes it too).
 */
export function docTagPageTitle(label: string, count: number, t?: LocaleMessages): string {
  const nDocsTagged = selectPluralForm(t?.locale ?? 'en', count, formatMessage(t, 'theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', { count }));
  return formatMessage(t, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName: label });
}
