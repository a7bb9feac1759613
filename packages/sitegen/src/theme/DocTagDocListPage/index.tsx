import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { localeMessages } from '@docusaurus/Translate';
import { docTagPageTitle, type TagDocList } from '../../shared/tags';
import styles from './styles.module.css';

/** One doc of the tag: its title, linked, and its description. */
function DocItem({ doc }: { doc: TagDocList['items'][number] }) {
  return (
    <article className="margin-vert--lg">
      <Link to={doc.permalink}>
        <Heading as="h2">{doc.title}</Heading>
      </Link>
      {doc.description && <p>{doc.description}</p>}
    </article>
  );
}

/**
 * A docs tag's page (theme-classic's DocTagDocListPage): `3 docs tagged with "ble"`, the tag's
 * description, "View all tags", then its docs by title. A tag of unlisted docs only says so; its
 * head (noindex, description) and `<html>` classes are the route's.
 */
export default function DocTagDocListPage({ tag }: { tag: TagDocList }) {
  const title = docTagPageTitle(tag.label, tag.count, localeMessages());
  return (
    <Layout title={title} description={tag.description}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className={`col col--8 col--offset-2 ${styles.column}`}>
            {tag.unlisted && <Unlisted />}
            <header className="margin-bottom--xl">
              <Heading as="h1">{title}</Heading>
              {tag.description && <p>{tag.description}</p>}
              <Link href={tag.allTagsPath}>
                <Translate id="theme.tags.tagsPageLink" description="The label of the link targeting the tag list page">
                  View all tags
                </Translate>
              </Link>
            </header>
            <section className="margin-vert--lg">
              {tag.items.map((doc) => (
                <DocItem key={doc.id} doc={doc} />
              ))}
            </section>
          </main>
        </div>
      </div>
    </Layout>
  );
}
