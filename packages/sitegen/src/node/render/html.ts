import { EARLY_CLICKS, INLINE_ROUTE_ID, PAGE_SCRIPTS_ID, PAGE_SCRIPTS_RAN, type ColorModeConfig, type RouteMeta, type SiteStorage } from '../../shared/types';
import type { HtmlTag, InjectedHtmlTags } from '../plugins/types';
import type { ResolvedConfig } from '../config/schema';
import type { PageStyle } from './page-styles';
import { compileSsrTemplate } from './ssr-template';

/** The `version` an ssrTemplate is given (Docusaurus's version there, which its generator meta names). */
const SSR_TEMPLATE_VERSION = '3.10.2';
import { decodeEntities } from '../utils/html-tree';
import { VOID_TAG_NAMES } from './html-tag-names';

/** React's names of a head tag's attributes (`hrefLang`) as HTML writes them. */
const HTML_ATTRIBUTE: Record<string, string> = { hrefLang: 'hreflang', className: 'class', httpEquiv: 'http-equiv', itemProp: 'itemprop', charSet: 'charset', crossOrigin: 'crossorigin', htmlFor: 'for' };

/** A tag a `<Head>` rendered (see HeadCollector): its React props, which `<Head>` it is in. */
export interface HeadElement {
  type: string;
  props: Record<string, unknown>;
  instance?: number;
  site?: boolean;
}

export interface PageHtmlInput {
  /** `<html lang>`: the locale's `htmlLang`. */
  lang: string;
  /** `<html dir>`: the locale's direction. Default: ltr. */
  dir?: 'ltr' | 'rtl';
  title: string;
  meta: RouteMeta;
  canonicalUrl: string;
  siteTitle: string;
  favicon?: string;
  colorMode: ColorModeConfig;
  /** Where the colour mode is stored (the site's `storage`). */
  siteStorage?: SiteStorage;
  styles: PageStyle[];
  scripts: string[];
  appHtml: string;
  /** The page's own `<Head>` tags. */
  headTags: HeadElement[];
  /**
   * SiteMetadata's tags (`@theme/SiteMetadata`, rendered around every page): the canonical URL,
   * locales, Twitter card, default image, search metadata and `themeConfig.metadata`.
   */
  siteMetadata?: HeadElement[];
  injected: InjectedHtmlTags[];
  /** The site config's own head tags (siteHeadTags). */
  siteTags: Array<HtmlTag | string>;
  /** The site config's `noIndex`: every page gets the robots meta. */
  noIndex: boolean;
  /** JSON of the route for hydration (InlineRouteData). */
  routeData?: string;
  /** The site config's `ssrTemplate`: the page's frame as Docusaurus's eta template (see ssr-template.ts). */
  ssrTemplate?: string;
  /** The site's base URL (the template's `baseUrl`). */
  baseUrl?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Applies the stored colour mode before first paint (no flash of the wrong theme):
 * `theme` in localStorage is light, dark or system; unset means the configured default
 * (or the OS preference when respectPrefersColorScheme is on).
 */
export function colorModeScript(colorMode: ColorModeConfig, storage: SiteStorage = { type: 'localStorage', namespace: '' }): string {
  // The site's storage and namespace (`storage` in the config), as theme-classic's script reads them.
  return `(function(){try{var d=${JSON.stringify(colorMode.defaultMode)},r=${colorMode.respectPrefersColorScheme},s=${colorMode.disableSwitch};var k=${JSON.stringify(`theme${storage.namespace}`)},l=window[${JSON.stringify(storage.type)}];if(s){l.removeItem(k);}var c=s?null:l.getItem(k);var m=c==='dark'||c==='light'?c:((c==='system'||(!c&&r))&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':(c==='system'||(!c&&r))?'light':d);document.documentElement.setAttribute('data-theme',m);document.documentElement.setAttribute('data-theme-choice',c||(r?'system':d));}catch(e){document.documentElement.setAttribute('data-theme',${JSON.stringify(colorMode.defaultMode)});}})();`;
}

export function renderTag(tag: HtmlTag | string): string {
  if (typeof tag === 'string') return tag;
  const attrs = Object.entries(tag.attributes ?? {})
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
  const voidTag = VOID_TAG_NAMES.has(tag.tagName);
  return voidTag ? `<${tag.tagName}${attrs}>` : `<${tag.tagName}${attrs}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

function renderHeadElement({ type, props }: HeadElement): string {
  // react-helmet's `<html>`/`<body>` attributes are not tags of the head.
  if (type === 'title' || type === 'html' || type === 'body') return '';
  const attributes: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(props)) if (k !== 'children' && k !== 'key' && (typeof v === 'string' || typeof v === 'boolean')) attributes[HTML_ATTRIBUTE[k] ?? k] = v;
  return renderTag({ tagName: type, attributes, innerHTML: typeof props.children === 'string' ? props.children : undefined });
}


/**
 * The site config's `headTags`, `stylesheets` and `scripts`, in that order, as Docusaurus's
 * bootstrap plugin (server/plugins/synthetic.ts) injects them: a string stylesheet or script is
 * written as it is (`<link rel="stylesheet" href="…">`, `<script src="…"></script>`); an object
 * gives the tag's attributes in its order, a stylesheet's after `rel="stylesheet"`.
 */
export function siteHeadTags({ headTags, stylesheets, scripts }: Pick<ResolvedConfig, 'headTags' | 'stylesheets' | 'scripts'>): Array<HtmlTag | string> {
  const defined = (given: object) => Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Record<string, string | boolean>;
  return [
    ...headTags.map(({ tagName, attributes, innerHTML }) => ({ tagName, attributes, innerHTML })),
    ...stylesheets.map((sheet) => (typeof sheet === 'string' ? `<link rel="stylesheet" href="${sheet}">` : { tagName: 'link', attributes: { rel: 'stylesheet', ...defined(sheet) } })),
    ...scripts.map((script) => (typeof script === 'string' ? `<script src="${script}"></script>` : { tagName: 'script', attributes: defined(script) })),
  ];
}

/**
 * Folds a page's own `<Head>` title and description (component pages set them there) into the
 * route's, so the title, description, Open Graph and Twitter tags are written once and agree.
 */
export function mergeHeadMetadata(title: string, meta: RouteMeta, headTags: HeadElement[]): { title: string; meta: RouteMeta; headTags: HeadElement[] } {
  const text = (children: unknown) => (Array.isArray(children) ? children.join('') : typeof children === 'string' ? children : undefined);
  const headTitle = headTags.filter((t) => t.type === 'title').map((t) => text(t.props.children)).findLast((t) => t !== undefined);
  // The title's and description's Open Graph copies are written from them; a page's `og:type` (a blog post's `article`) replaces the route's.
  const mergedTitle = headTitle || title;
  const isDescription = (t: HeadElement) => t.type === 'meta' && (t.props.name === 'description' || t.props.property === 'og:description' || (t.props.property === 'og:title' && t.props.content === mergedTitle) || t.props.property === 'og:type');
  const headType = headTags.filter((t) => t.type === 'meta' && t.props.property === 'og:type').map((t) => t.props.content).findLast((c) => typeof c === 'string');
  const headDescription = headTags.filter((t) => t.type === 'meta' && t.props.name === 'description').map((t) => t.props.content).findLast((c) => typeof c === 'string');
  // A page's own `<meta name="keywords">` (a swizzled component's PageMetadata) replaces the route's front matter keywords.
  const withOwnKeywords = headTags.some((t) => t.type === 'meta' && t.props.name === 'keywords') ? { ...meta, keywords: undefined } : meta;
  const withKeywords = typeof headType === 'string' ? { ...withOwnKeywords, type: headType as RouteMeta['type'] } : withOwnKeywords;
  return {
    title: mergedTitle,
    meta: withKeywords.description || typeof headDescription !== 'string' ? withKeywords : { ...withKeywords, description: headDescription },
    headTags: headTags.filter((t) => t.type !== 'title' && !isDescription(t)),
  };
}

/**
 * Loads the scripts a page lists (#__sitegen_scripts), in order, once it has parsed and painted.
 * The page reads without them (they hydrate it): fetched from the start, as `defer` scripts and
 * preloads are, they share a phone's bandwidth with the page itself and hold back its first paint
 * of content. After DOMContentLoaded, the next frame; a timer in case frames are not being drawn
 * (a page opened in the background). They run in order; once the last has, PAGE_SCRIPTS_RAN is set.
 * Until then a click does nothing: the loader records clicks from the start (EARLY_CLICKS), for
 * deferred content to replay those on its controls once it is live.
 */
export const PAGE_SCRIPTS_LOADER = `(function(){var early=window[${JSON.stringify(EARLY_CLICKS)}]=[];window.addEventListener('click',function(e){if(window[${JSON.stringify(EARLY_CLICKS)}]===early)early.push(e.target)},true);var started=false;function ran(){window[${JSON.stringify(PAGE_SCRIPTS_RAN)}]=true;window.dispatchEvent(new Event(${JSON.stringify(PAGE_SCRIPTS_RAN)}))}function load(){if(started)return;started=true;var list=JSON.parse(document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ID)}).textContent);list.forEach(function(src,i){var s=document.createElement('script');s.src=src;s.async=false;if(i===list.length-1)s.onload=s.onerror=ran;document.head.appendChild(s)})}function painted(){requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,250)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',painted);else painted()})()`;

/**
 * JSON in a page, for the client to read by id. Data, not code: browsers never run
 * application/json, so it needs no CSP allowance; `<` is escaped so the text cannot end the element.
 */
function jsonScript(id: string, json: string): string {
  return `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The key react-helmet dedupes a tag by: a meta's name, property, itemprop or http-equiv (and its value, in any case); the canonical link. */
function helmetKey(type: string, attributes: Record<string, unknown>): string | undefined {
  const value = (name: string) => (typeof attributes[name] === 'string' ? (attributes[name] as string) : undefined);
  if (type === 'meta') {
    const attribute = ['name', 'property', 'itemprop', 'itemProp', 'http-equiv', 'httpEquiv'].find((name) => value(name) !== undefined);
    return attribute === undefined ? undefined : `meta:${HTML_ATTRIBUTE[attribute] ?? attribute}=${value(attribute)!.toLowerCase()}`;
  }
  return type === 'link' && value('rel') === 'canonical' ? 'link:canonical' : undefined;
}

const WRITTEN_KEY = /^<(meta|link) ((?:[\w:-]+="[^"]*"\s?)*)>$/;

/** The helmet key of a tag written as HTML (the page's own, from its route). */
function writtenKey(tag: string): string | undefined {
  const m = WRITTEN_KEY.exec(tag);
  if (!m) return undefined;
  const attributes = Object.fromEntries([...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decodeEntities(a[2]!)]));
  return helmetKey(m[1]!, attributes);
}

/**
 * SiteMetadata's tags as react-helmet writes them around a page: a meta (or the canonical link)
 * of a later `<Head>` replaces the earlier ones of the same name or property (`themeConfig.metadata`'s
 * `twitter:card` replaces the default, a docs version's `docusaurus_tag` the site's), and the
 * page's own tags (`pageKeys`: its description, image) replace the site's.
 */
export function siteMetadataTags(siteMetadata: readonly HeadElement[], pageKeys: ReadonlySet<string>): string[] {
  const lastInstance = new Map<string, number>();
  for (const tag of siteMetadata) {
    const key = helmetKey(tag.type, tag.props);
    if (key !== undefined) lastInstance.set(key, Math.max(lastInstance.get(key) ?? 0, tag.instance ?? 0));
  }
  return siteMetadata
    .filter((tag) => {
      const key = helmetKey(tag.type, tag.props);
      return key === undefined || (!pageKeys.has(key) && lastInstance.get(key) === (tag.instance ?? 0));
    })
    .map(renderHeadElement)
    .filter(Boolean);
}

/** The full HTML document of one pre-rendered route. */
export function renderPage(input: PageHtmlInput): string {
  const { meta } = input;
  const description = meta.description ? escapeHtml(meta.description) : '';
  // Social networks need absolute image URLs; a front-matter image may be site-relative.
  const image = meta.image ? new URL(meta.image, input.canonicalUrl).href : undefined;
  const pageTags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="sitegen">`,
    `<title>${escapeHtml(input.title)}</title>`,
    description && `<meta name="description" content="${description}">`,
    meta.keywords?.length ? `<meta name="keywords" content="${escapeHtml(meta.keywords.join(','))}">` : '',
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    description && `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteTitle)}">`,
    image && `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:title" content="${escapeHtml(input.title)}">`,
    description && `<meta name="twitter:description" content="${description}">`,
    image && `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    meta.noIndex || input.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
  ].filter((tag): tag is string => Boolean(tag));
  // The page's own tags (its route's, its <Head>'s) replace SiteMetadata's of the same name or property.
  const pageKeys = new Set([...pageTags.map(writtenKey), ...input.headTags.map((t) => helmetKey(t.type, t.props))].filter((key): key is string => key !== undefined));
  const head = [
    ...pageTags,
    ...siteMetadataTags(input.siteMetadata ?? [], pageKeys),
    input.favicon ? `<link rel="icon" href="${escapeHtml(input.favicon)}">` : '',
    `<script>${colorModeScript(input.colorMode, input.siteStorage)}</script>`,
    // Before the site's own styles, as Docusaurus writes them before its bundle's: they cascade first.
    ...input.siteTags.map(renderTag),
    ...input.styles.map(({ href, css }) => (css === undefined ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)),
    ...input.headTags.map(renderHeadElement),
    ...input.injected.flatMap((t) => (t.headTags ?? []).map(renderTag)),
  ].filter(Boolean);
  // The page's scripts as data, and one loader (the same in every page, so one CSP hash) that
  // fetches them once the page has painted.
  const scripts = input.scripts.length > 0 ? [jsonScript(PAGE_SCRIPTS_ID, JSON.stringify(input.scripts)), `<script>${PAGE_SCRIPTS_LOADER}</script>`] : [];
  if (input.routeData) scripts.push(jsonScript(INLINE_ROUTE_ID, input.routeData));
  const preBodyTags = input.injected.flatMap((t) => (t.preBodyTags ?? []).map(renderTag)).join('\n');
  const postBodyTags = input.injected.flatMap((t) => (t.postBodyTags ?? []).map(renderTag)).join('\n');
  if (input.ssrTemplate !== undefined) {
    const htmlAttributes = `lang="${escapeHtml(input.lang)}" dir="${input.dir ?? 'ltr'}"${meta.htmlClassName ? ` class="${escapeHtml(meta.htmlClassName)}"` : ''} data-theme="${input.colorMode.defaultMode}"`;
    return compileSsrTemplate(input.ssrTemplate)({ htmlAttributes, bodyAttributes: '', metaAttributes: head, headTags: scripts.join('\n'), preBodyTags, postBodyTags, stylesheets: [], scripts: [], appHtml: input.appHtml, baseUrl: input.baseUrl ?? '/', noIndex: !!(meta.noIndex || input.noIndex), version: SSR_TEMPLATE_VERSION });
  }
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}" dir="${input.dir ?? 'ltr'}"${meta.htmlClassName ? ` class="${escapeHtml(meta.htmlClassName)}"` : ''} data-theme="${input.colorMode.defaultMode}">
<head>
${head.join('\n')}
${scripts.join('\n')}
</head>
<body>
${preBodyTags}
<div id="__site">${input.appHtml}</div>
${postBodyTags}
</body>
</html>
`;
}

/** Internal link targets and element ids of a rendered page, for the link checker. */
export function extractLinksAndIds(html: string): { links: string[]; ids: string[] } {
  // The app's container: sitegen's, or Docusaurus's in a site's ssrTemplate.
  const body = html.slice(Math.max(0, html.search(/<div id="__(?:site|docusaurus)">/)));
  const links: string[] = [];
  for (const m of body.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) links.push(decodeEntities(m[1] ?? ''));
  const ids: string[] = [];
  for (const m of body.matchAll(/\sid="([^"]*)"/g)) ids.push(decodeEntities(m[1] ?? ''));
  return { links, ids };
}

/**
 * The vendored packages (see bundle/vendor.ts) a page loads in the browser: the components that
 * import one mark their server markup with `data-vendor="<name>"`.
 */
export function vendorsUsed(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-vendor="([^"]+)"/g)].map((m) => m[1]!))];
}
