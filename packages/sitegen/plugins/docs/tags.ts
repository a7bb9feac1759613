/**
 * A docs version's tag pages, as plugin-content-docs's buildVersionTagsRoutes makes them: the
 * tags list at the version's `tagsPath` (its listed tags with their counts; none without a listed
 * tag) and a page per tag listing its docs by title. A tag whose docs are all unlisted is
 * unlisted: its page lists them all, is left out of search engines and the sitemap, and the tags
 * list leaves it out; another tag lists only its listed docs.
 */
import { groupTaggedItems, tagVisibility } from '../../src/node/content/tags';
import type { PluginActions } from '../../src/node/plugins/types';
import type { LocaleMessages } from '../../src/shared/i18n';
import { docTagPageTitle, tagsPageTitle, type Tag, type TagDocList, type TagsListItem } from '../../src/shared/tags';

export interface TaggedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  unlisted: boolean;
  tags: Tag[];
}

export interface TagRoutesInput {
  docs: readonly TaggedDoc[];
  /** The version's tags list route (`/docs/tags`, `/docs/1.0/tags`). */
  tagsPath: string;
  /** The version's class on `<html>` (`docs-version-current`). */
  className: string;
  /** The version's `noIndex`: its pages, tag pages too, are kept from search engines and the sitemap. */
  noIndex: boolean;
  /** The version's name, for the search metadata. */
  search: string;
  theme: LocaleMessages;
  actions: PluginActions;
  /** The version's name for a data module. */
  dataName: (name: string) => string;
  /** The docs options' `docTagsListComponent` and `docTagDocListComponent` (module paths), when the site names its own. */
  components?: { tagsList?: string; tagDocList?: string };
}

/** A version's tags, each with the docs its page lists (Docusaurus's getVersionTags and toTagDocListProp). */
export function versionTags(docs: readonly TaggedDoc[], tagsPath: string): TagDocList[] {
  return [...groupTaggedItems(docs, (doc) => doc.tags).values()].map(({ tag, items }) => {
    const { unlisted, listedItems } = tagVisibility(items, (doc) => doc.unlisted);
    return {
      label: tag.label,
      permalink: tag.permalink,
      ...(tag.description !== undefined ? { description: tag.description } : {}),
      allTagsPath: tagsPath,
      count: listedItems.length,
      items: [...listedItems].sort((a, b) => a.title.localeCompare(b.title)).map(({ id, title, description, permalink }) => ({ id, title, description, permalink })),
      unlisted,
    };
  });
}

/** The tags list's entries: the listed tags with their counts. */
export function tagsListItems(tags: readonly TagDocList[]): TagsListItem[] {
  return tags.filter((tag) => !tag.unlisted).map(({ label, permalink, description, count }) => ({ label, permalink, ...(description !== undefined ? { description } : {}), count }));
}

export async function addTagRoutes({ docs, tagsPath, className, noIndex, search, theme, actions, dataName, components = {} }: TagRoutesInput): Promise<void> {
  const tags = versionTags(docs, tagsPath);
  const listed = tagsListItems(tags);
  // Docusaurus's classes on `<html>`: DocsRoot's, DocVersionRoot's and the page's own.
  const htmlClassName = (page: string) => `docs-wrapper ${className} ${page}`;
  if (listed.length > 0) {
    actions.addRoute({
      path: tagsPath,
      component: components.tagsList ?? '@theme/DocTagsListPage',
      exact: true,
      modules: { tags: await actions.createData(dataName('docs-tags.json'), JSON.stringify(listed)) },
      meta: { title: tagsPageTitle(theme), noIndex, search: { version: search, tag: 'doc_tags_list' }, htmlClassName: htmlClassName('docs-tags-list-page') },
    });
  }
  const names = new Set<string>();
  for (const tag of tags) {
    // A data module per tag, named after its permalink (made unique: `/a-b` and `/a_b` are two tags).
    const base = tag.permalink.slice(tagsPath.length).replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tag';
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
    names.add(name);
    actions.addRoute({
      path: tag.permalink,
      component: components.tagDocList ?? '@theme/DocTagDocListPage',
      exact: true,
      modules: { tag: await actions.createData(dataName(`docs-tag-${name}.json`), JSON.stringify(tag)) },
      meta: {
        title: docTagPageTitle(tag.label, tag.count, theme),
        description: tag.description,
        noIndex: tag.unlisted || noIndex,
        unlisted: tag.unlisted,
        search: { version: search, tag: 'doc_tag_doc_list' },
        htmlClassName: htmlClassName('docs-tags-doc-list-page'),
      },
    });
  }
}
