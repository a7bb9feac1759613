import Layout from '@theme/Layout';
import { useSearchParams } from 'react-router-dom';

/** The search results page; the search issue replaces the form with live results. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <Layout title="Search" description="Search the ZMK documentation and blog">
      <div className="container page-narrow">
        <h1>Search the documentation</h1>
        <form role="search" action="" method="get">
          <label htmlFor="search-page-input">Search query</label>{' '}
          <input id="search-page-input" name="q" type="search" defaultValue={query} maxLength={512} />{' '}
          <button type="submit">Search</button>
        </form>
      </div>
    </Layout>
  );
}
