/**
 * useBlogMetadata() (`@docusaurus/plugin-content-blog/client`) gives the metadata of the blog
 * instance that made the route on screen, as Docusaurus's route context `blogMetadata` does: a site
 * whose only blog has an id (jellyfin.org's `id: 'blog-main'`) has no default blog to fall back on.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBlogMetadata } from '../../src/client/exports/plugin-content-blog/client';
import { RouteContext, SiteContext } from '../../src/client/context';
import type { GlobalData, RoutePlugin } from '../../src/shared/types';
import { siteConfig } from '../theme/_render';

function Probe() {
  const { blogBasePath, blogTitle, authorsListPath } = useBlogMetadata();
  return <p>{`${blogTitle} at ${blogBasePath}, authors at ${authorsListPath}`}</p>;
}

const blogData = (base: string, title: string) => ({ path: base, postCount: 1, blogBasePath: base, blogTitle: title, authorsListPath: `${base}/authors` });

function render(globalData: GlobalData, plugin?: RoutePlugin): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ siteConfig, globalData }}>
      <RouteContext.Provider value={{ path: '/posts/hello', meta: {}, plugin }}>
        <Probe />
      </RouteContext.Provider>
    </SiteContext.Provider>,
  );
}

describe('useBlogMetadata', () => {
  it("reads the blog instance of the route (`id: 'blog-main'`), with no default blog", () => {
    const globalData = { 'docusaurus-plugin-content-blog': { 'blog-main': blogData('/posts', 'Posts') } };
    expect(render(globalData, { name: 'docusaurus-plugin-content-blog', id: 'blog-main' })).toContain('Posts at /posts, authors at /posts/authors');
    // A route's plugin has Docusaurus's name (the node side gives it: plugins/host.ts), not sitegen's own `blog`.
    expect(() => render(globalData, { name: 'blog', id: 'blog-main' })).toThrow(/blog metadata could not be found/);
  });

  it("gives a second blog's post its own blog, not the default one", () => {
    const globalData = { 'docusaurus-plugin-content-blog': { default: blogData('/blog', 'News'), changelog: blogData('/changelog', 'Changelog') } };
    expect(render(globalData, { name: 'docusaurus-plugin-content-blog', id: 'changelog' })).toContain('Changelog at /changelog');
    expect(render(globalData, { name: 'docusaurus-plugin-content-blog', id: 'default' })).toContain('News at /blog');
  });
});
