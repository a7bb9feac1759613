import NotFound from '@theme-original/NotFound';

/** This site's 404 page: the theme's, with the ways back a reader of these docs wants. */
export default function SiteNotFound() {
  return (
    <NotFound
      links={[
        { to: '/', label: 'Home page' },
        { to: '/docs', label: 'Documentation' },
        { to: '/search', label: 'Search the site' },
      ]}
    />
  );
}
