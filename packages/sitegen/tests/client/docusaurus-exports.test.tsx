import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Interpolate, { interpolate } from '../../src/client/exports/Interpolate';
import Translate, { translate } from '../../src/client/exports/Translate';
import ExecutionEnvironment from '../../src/client/exports/ExecutionEnvironment';
import renderRoutes from '../../src/client/exports/renderRoutes';
import useRouteContext from '../../src/client/exports/useRouteContext';
import { withBaseUrl } from '../../src/client/exports/useBaseUrl';
import { NestedRouteContext, RouteContext } from '../../src/client/context';

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
