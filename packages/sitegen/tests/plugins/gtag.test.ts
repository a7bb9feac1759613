import { afterEach, describe, expect, it, vi } from 'vitest';
import gtagPlugin, { gtagBootstrap } from '../../plugins/gtag/index';
import { onRouteDidUpdate } from '../../plugins/gtag/client';
import type { LoadContext } from '../../src/node/plugins/types';

const context = (dev: boolean) => ({ dev }) as LoadContext;
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('gtag plugin', () => {
  it('adds nothing in the dev server', () => {
    const plugin = gtagPlugin(context(true), { trackingID: 'G-ABC123' });
    expect(plugin.injectHtmlTags).toBeUndefined();
    expect(plugin.getClientModules).toBeUndefined();
  });

  it('loads the tag async and configures IP anonymisation', () => {
    const tags = gtagPlugin(context(false), { trackingID: 'G-ABC123' }).injectHtmlTags?.().headTags ?? [];
    expect(tags).toContainEqual({ tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123' } });
    expect(gtagBootstrap('G-ABC123', true)).toContain(`gtag('config',"G-ABC123",{anonymize_ip:true})`);
  });

  it('rejects a missing or malformed tracking id', () => {
    expect(() => gtagPlugin(context(false), {} as never)).toThrow('`trackingID` must be a measurement id');
    expect(() => gtagPlugin(context(false), { trackingID: 'x" onload="' })).toThrow('trackingID');
  });
});

describe('gtag client module', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a page_view on a new path or query, not on the first load or an anchor jump', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag, location: { href: 'https://x.test/b?q=1' } });
    vi.stubGlobal('document', { title: 'B | Site' });
    onRouteDidUpdate({ location: at('/a'), previousLocation: null });
    onRouteDidUpdate({ location: at('/a', '', '#x'), previousLocation: at('/a') });
    expect(gtag).not.toHaveBeenCalled();
    onRouteDidUpdate({ location: at('/b', '?q=1'), previousLocation: at('/a') });
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_title: 'B | Site', page_location: 'https://x.test/b?q=1', page_path: '/b?q=1' });
  });
});
