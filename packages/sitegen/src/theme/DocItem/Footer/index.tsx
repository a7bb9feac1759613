import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditMetaRow from '@theme/EditMetaRow';
import TagsListInline from '@theme/TagsListInline';
import { clsx } from '../../_internal/clsx';
import styles from './styles.module.css';

/** Whether a doc of the site has tags, defined by the bundlers (see the tags row below). */
declare const __SITEGEN_DOCS_TAGS__: boolean;

/**
 * theme-classic's DocItem/Footer, in the article: the doc's tags, then its edit link and when it
 * last changed (a site's CSS and a swizzled footer expect it there).
 */
export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  const tags = metadata.tags ?? [];
  const canDisplayTagsRow = tags.length > 0;
  const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!canDisplayTagsRow && !canDisplayEditMetaRow) return null;
  return (
    <footer className={clsx('theme-doc-footer docusaurus-mt-lg', styles.docFooter)}>
      {/* On a site whose docs have no tags, the tags' components are left out of its pages: the
          bundlers define the flag (undefined where nothing bundles the theme, as in unit tests) and
          see the dead branch, written in the condition itself, so TagsListInline is never imported. */}
      {(typeof __SITEGEN_DOCS_TAGS__ === 'undefined' || __SITEGEN_DOCS_TAGS__) && canDisplayTagsRow ? (
        <div className="row margin-top--sm theme-doc-footer-tags-row">
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      ) : null}
      {canDisplayEditMetaRow && <EditMetaRow className="margin-top--sm theme-doc-footer-edit-meta-row" editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
    </footer>
  );
}
