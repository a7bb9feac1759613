import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Interpolate, { interpolate } from '../../src/client/exports/Interpolate';
import Translate, { translate } from '../../src/client/exports/Translate';
import ExecutionEnvironment from '../../src/client/exports/ExecutionEnvironment';
import renderRoutes from '../../src/client/exports/renderRoutes';
import useRouteContext from '../../src/client/exports/useRouteContext';
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
