import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Interpolate, { interpolate } from '../../src/client/exports/Interpolate';
import Translate, { translate } from '../../src/client/exports/Translate';
import ExecutionEnvironment from '../../src/client/exports/ExecutionEnvironment';
import renderRoutes from '../../src/client/exports/renderRoutes';
import useRouteContext from '../../src/client/exports/useRouteContext';
import { addBaseUrl, withBaseUrl } from '../../src/client/exports/useBaseUrl';
import isInternalUrl, { hasProtocol } from '../../src/client/exports/isInternalUrl';
import ComponentCreator, { loadCreatedRoute } from '../../src/client/exports/ComponentCreator';
import { setRegistryLoader } from '../../src/client/registry';
import { NestedRouteContext, RouteContext } from '../../src/client/context';
import { matchPath } from '../../src/client/exports/router';
import { useActivePlugin, useDocsData, useVersions } from '../../src/client/exports/plugin-content-docs/client';
import { render, siteConfig } from '../theme/_render';

describe('@docusaurus/Interpolate and Translate', () => {
  it('fills {placeholders} with text, or with elements', () => {
    expect(interpolate('{n} of {total} keys', { n: 3, total: 36 })).toBe('3 of 36 keys');
    expect(interpolate('Left {missing} as is', {})).toBe('Left {missing} as is');
    expect(renderToStaticMarkup(<Interpolate values={{ key: <kbd>Q</kbd> }}>{'Press {key} twice'}</Interpolate>)).toBe('Press <kbd>Q</kbd> twice');
  });

  it('gives the default message of the one locale', () => {
    expect(translate({ id: 'x', message: 'Hello {name}' }, { name: 'Wren' })).toBe('Hello Wren');
    expect(renderToStaticMarkup(<Translate id="y">{'No values'}</Translate>)).toBe('No values');
  });
});

describe('@docusaurus/ExecutionEnvironment', () => {
  it('says there is no DOM while pre-rendering in Node', () => {
    expect(ExecutionEnvironment.canUseDOM).toBe(false);
    expect(ExecutionEnvironment.canUseIntersectionObserver).toBe(false);
  });
});

describe('@docusaurus/useRouteContext', () => {
  it('tells the plugin that added the route, and says when no plugin did', () => {
    const Probe = () => <span>{useRouteContext().plugin.name}</span>;
    const withRoute = (plugin?: { name: string; id: string }) => (
      <RouteContext.Provider value={{ path: '/releases', meta: {}, plugin }}>
        <Probe />
      </RouteContext.Provider>
    );
    expect(renderToStaticMarkup(withRoute({ name: 'release-notes', id: 'default' }))).toBe('<span>release-notes</span>');
    expect(() => renderToStaticMarkup(withRoute())).toThrow('useRouteContext(): the route /releases was not added by a plugin');
  });
});

describe('@docusaurus/renderRoutes', () => {
  it('renders the nested route the router matched where the parent asks for it', () => {
    const Parent = () => <main>{renderRoutes([{ path: '/a/b' }])}</main>;
    expect(renderToStaticMarkup(<NestedRouteContext.Provider value={<p>inner</p>}><Parent /></NestedRouteContext.Provider>)).toBe('<main><p>inner</p></main>');
  });
});

describe('@docusaurus/useBaseUrl', () => {
  it('puts the base URL in front of a path of the site, a relative one too, as Docusaurus does', () => {
    expect(withBaseUrl('/', 'img/a.png')).toBe('/img/a.png');
    expect(withBaseUrl('/base/', 'img/a.png')).toBe('/base/img/a.png');
    expect(withBaseUrl('/base/', '/img/a.png')).toBe('/base/img/a.png');
    expect(withBaseUrl('/base/', '/base/img/a.png')).toBe('/base/img/a.png');
    expect(withBaseUrl('/base/', '/base')).toBe('/base/');
    expect(withBaseUrl('/base/', '/', { absolute: true, siteUrl: 'https://s.example' })).toBe('https://s.example/base/');
    expect(withBaseUrl('/base/', '/base/x', { forcePrependBaseUrl: true })).toBe('/base/base/x');
  });

  it('leaves anchors and other sites alone', () => {
    for (const url of ['#top', 'https://x.example/a', '//cdn.example/a.js', 'mailto:a@b.example', '']) expect(withBaseUrl('/base/', url)).toBe(url);
  });
});

describe('@docusaurus/useBaseUrl: addBaseUrl', () => {
  it('takes Docusaurus’s arguments: the site URL for absolute URLs, relative paths under the hash router', () => {
    expect(addBaseUrl({ siteUrl: 'https://s.example', baseUrl: '/base/', url: '/a', options: { absolute: true } })).toBe('https://s.example/base/a');
    expect(addBaseUrl({ siteUrl: 'https://s.example', baseUrl: '/base/', url: 'img/a.png' })).toBe('/base/img/a.png');
    expect(addBaseUrl({ siteUrl: 'https://s.example', baseUrl: '/base/', url: '/img/a.png', router: 'hash' })).toBe('./img/a.png');
    expect(addBaseUrl({ siteUrl: 'https://s.example', baseUrl: '/base/', url: 'img/a.png', router: 'hash' })).toBe('./img/a.png');
    expect(addBaseUrl({ siteUrl: 'https://s.example', baseUrl: '/base/', url: 'HTTPS://x.example' })).toBe('HTTPS://x.example');
  });
});

describe('@docusaurus/isInternalUrl: hasProtocol', () => {
  it('tells a URL with a scheme or protocol-relative from a path, by RFC 3986’s scheme rule', () => {
    for (const url of ['https://x.example', 'mailto:a@b.example', 'git+ssh://h/r', '//cdn.example/a.js', 'a.b-c+d:x']) expect(hasProtocol(url)).toBe(true);
    for (const url of ['/docs/a', 'docs/a', '#top', '', '1http://x', './a:b']) expect(hasProtocol(url)).toBe(false);
    // As Docusaurus's: '' is internal, undefined is not.
    expect(isInternalUrl('')).toBe(true);
    expect(isInternalUrl(undefined)).toBe(false);
    expect(isInternalUrl('//x.example')).toBe(false);
  });
});

describe('@docusaurus/ComponentCreator', () => {
  it('gives the component of a route by its path, rendered with its data modules and route context', async () => {
    function Page(props: Record<string, unknown>) {
      const { plugin } = useRouteContext();
      return <p>{`${String((props.content as { title: string }).title)} ${String(props.extra)} by ${plugin.name}`}</p>;
    }
    setRegistryLoader(async () => ({
      routes: [{ path: '/base/page', component: 'c', modules: { content: 'd' }, meta: {}, plugin: { name: 'my-plugin', id: 'default' } }],
      loaders: { c: async () => ({ default: Page }), d: async () => ({ default: { title: 'Hello' } }) },
      jsonModules: new Set(['d']),
      notFound: 'c',
    }));
    const Created = ComponentCreator('/base/page', 'abc');
    // Not loaded yet: @theme/Loading (nothing before its delay).
    expect(renderToStaticMarkup(<Created extra="x" />)).not.toContain('Hello');
    await loadCreatedRoute('/base/page');
    expect(renderToStaticMarkup(<Created extra="x" />)).toBe('<p>Hello x by my-plugin</p>');
  });
});

describe('@docusaurus/router: matchPath', () => {
  it('takes react-router v5’s arguments (pathname, then a path or options), as Docusaurus’s docs client calls it', () => {
    expect(matchPath('/docs/next/intro', { path: '/docs/next', exact: false })).toEqual({ path: '/docs/next', url: '/docs/next', isExact: false, params: {} });
    expect(matchPath('/docs/next/intro', { path: '/docs/next', exact: true })).toBeNull();
    expect(matchPath('/docs/guides/', { path: '/docs/:section', exact: true })).toEqual({ path: '/docs/:section', url: '/docs/guides/', isExact: true, params: { section: 'guides' } });
    expect(matchPath('/blog/2025/first-light', '/blog/:year')).toMatchObject({ url: '/blog/2025', params: { year: '2025' } });
    expect(matchPath('/blog', ['/docs', '/blog'])).toMatchObject({ path: '/blog', isExact: true });
    expect(matchPath('/Docs/a', { path: '/docs', sensitive: true })).toBeNull();
    expect(matchPath('/docs', { path: '/docs/', strict: true })).toBeNull();
    expect(matchPath('/docs/a/', { path: '/docs/a', exact: true, strict: true })).toBeNull();
    expect(matchPath('/anything', {})).toBeNull();
  });
});

describe('@docusaurus/plugin-content-docs/client on a site without a default docs instance (preset `docs: false`)', () => {
  const globalData = { 'docusaurus-plugin-content-docs': { api: { path: '/api', versions: [{ name: 'current', label: 'Next', isLast: true, path: '/api', mainDocId: 'intro', docs: [{ id: 'intro', path: '/api/intro' }], draftIds: [] }] } } };
  const config = { ...siteConfig, docs: false as const };

  it('throws, as Docusaurus does, from hooks that need the default instance, and finds the page\'s own instance', () => {
    const Default = () => <span>{useDocsData().path}</span>;
    const Api = () => <span>{useDocsData('api').path}</span>;
    const Active = () => <span>{useActivePlugin()?.pluginId ?? 'none'}</span>;
    const Versions = () => <span>{useVersions().length}</span>;
    expect(() => render(<Default />, { config, globalData })).toThrow('You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled');
    expect(() => render(<Versions />, { config, globalData })).toThrow('does not seem to be enabled');
    expect(render(<Api />, { config, globalData })).toBe('<span>/api</span>');
    expect(render(<Active />, { path: '/api/intro', config, globalData })).toBe('<span>api</span>');
    expect(render(<Active />, { path: '/docs/intro', config, globalData })).toBe('<span>none</span>');
  });
});
