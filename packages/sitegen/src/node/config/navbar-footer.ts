/**
 * The navbar and footer of the theme config, with theme-classic's rules (the Joi schema of its
 * options.ts): navbar items by `type` (a dropdown's items too), the footer's links as columns or
 * as one simple list, the logos. Each problem is reported at its key, in the words of schema.ts
 * (`themeConfig.navbar.items[2].items[0].type` "must be …").
 */
import * as z from 'zod';

type Problem = (path: PropertyKey[], message: string) => void;
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Item types of theme-classic that belong to locales, which sitegen has not got yet. */
const NOT_YET: Record<string, string> = {};
const ITEM_TYPES = 'a link (no `type`), "dropdown", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", "html", "search", "localeDropdown" or "custom-<name>"';
const ITEM_STRINGS = ['label', 'html', 'className', 'to', 'href', 'activeBasePath', 'activeBaseRegex', 'docId', 'sidebarId', 'docsPluginId'];

/** What theme-classic's NavbarItem renders an item as: a link with `items` is a dropdown, as there. */
function kindOf(item: Fields): string {
  const type = item.type === undefined || item.type === 'default' ? 'default' : String(item.type);
  return type === 'default' && item.items !== undefined ? 'dropdown' : type;
}

function checkNavbarItem(item: unknown, problem: Problem, inDropdown: boolean): void {
  if (!isObject(item)) return problem([], 'must be an object');
  if (item.type !== undefined && typeof item.type !== 'string') return problem(['type'], 'must be a string');
  const kind = kindOf(item);
  if (NOT_YET[kind]) return problem(['type'], `is not supported by sitegen yet (${NOT_YET[kind]})`);
  if (inDropdown && item.position !== undefined) return problem(['position'], "must not be set on a dropdown's item");
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') return problem(['position'], 'must be "left" or "right"');
  if (inDropdown && (kind === 'dropdown' || kind === 'search' || kind === 'docsVersionDropdown' || kind === 'localeDropdown')) return problem([], `must not be a ${kind === 'search' ? 'search bar' : 'dropdown'}: a dropdown holds links, docs, sidebars, HTML and custom items (no nested dropdowns)`);
  if (kind.startsWith('custom-')) return;
  const notString = ITEM_STRINGS.find((key) => item[key] !== undefined && typeof item[key] !== 'string');
  if (notString) return problem([notString], 'must be a string');
  switch (kind) {
    case 'search':
      return;
    case 'localeDropdown':
      // theme-classic's LocaleDropdownNavbarItemSchema.
      checkItemsAround(item, problem);
      if (item.queryString !== undefined && typeof item.queryString !== 'string') return problem(['queryString'], 'must be a string');
      break;
    case 'html':
      if (typeof item.value !== 'string') problem(['value'], 'must be a string of HTML (for an html item)');
      return;
    case 'doc':
      if (typeof item.docId !== 'string') return problem(['docId'], 'must be a doc id (for a doc item)');
      break;
    case 'docSidebar':
      if (typeof item.sidebarId !== 'string') return problem(['sidebarId'], 'must be a sidebar name (for a docSidebar item)');
      break;
    case 'docsVersion':
      break;
    case 'docsVersionDropdown':
      checkVersionDropdown(item, problem);
      break;
    case 'dropdown':
      if (!Array.isArray(item.items)) return problem(['items'], 'must be an array of navbar items (for a dropdown item)');
      item.items.forEach((child, i) => checkNavbarItem(child, (path, message) => problem(['items', i, ...path], message), true));
      break;
    case 'default':
      if (item.to === undefined && item.href === undefined) return problem([], 'must have a string `to` or `href`');
      if (item.to !== undefined && item.href !== undefined) return problem([], 'must have a `to` or an `href`, not both');
      if (item.prependBaseUrlToHref !== undefined && typeof item.prependBaseUrlToHref !== 'boolean') return problem(['prependBaseUrlToHref'], 'must be a boolean');
      if (typeof item.activeBaseRegex === 'string' && !isRegExp(item.activeBaseRegex)) return problem(['activeBaseRegex'], 'must be a regular expression');
      break;
    default:
      return problem(['type'], `must be a navbar item type: ${ITEM_TYPES}`);
  }
  if (item.html !== undefined && item.label !== undefined) problem(['html'], 'must not be given with `label` (the link shows one or the other)');
}

/** theme-classic's DocsVersionDropdownNavbarItemSchema: the items around the versions, and which versions it lists. */
function checkVersionDropdown(item: Fields, problem: Problem): void {
  if (item.dropdownActiveClassDisabled !== undefined && typeof item.dropdownActiveClassDisabled !== 'boolean') return problem(['dropdownActiveClassDisabled'], 'must be a boolean');
  checkItemsAround(item, problem);
  const { versions } = item;
  if (versions === undefined) return;
  if (Array.isArray(versions)) {
    if (versions.length === 0) return problem(['versions'], 'must name at least one version');
    const bad = versions.findIndex((name) => typeof name !== 'string' || name === '');
    if (bad !== -1) problem(['versions', bad], 'must be a version name');
    return;
  }
  if (!isObject(versions) || Object.keys(versions).length === 0) return problem(['versions'], 'must be an array of version names or an object of version names to { label }');
  for (const [name, value] of Object.entries(versions)) {
    if (!isObject(value) || Object.keys(value).some((key) => key !== 'label') || (value.label !== undefined && (typeof value.label !== 'string' || value.label === ''))) problem(['versions', name], 'must be an object like { label: "…" }');
  }
}

/** A generated dropdown's (locales', versions') own links, listed before and after what it generates (`dropdownItemsBefore`, `dropdownItemsAfter`). */
function checkItemsAround(item: Fields, problem: Problem): void {
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
    const list = item[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) return problem([key], 'must be an array of navbar items');
    list.forEach((child, i) => checkNavbarItem(child, (path, message) => problem([key, i, ...path], message), true));
  }
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A column of the footer (multi-column links): what tells it from a link. */
const isColumn = (entry: unknown): boolean => isObject(entry) && ('items' in entry || 'title' in entry);

function checkFooterLinks(links: unknown[], problem: Problem): void {
  const columns = isColumn(links[0]);
  links.forEach((entry, i) => {
    const at: Problem = (path, message) => problem([i, ...path], message);
    if (isColumn(entry) !== columns) return at([], `must be ${columns ? 'a column { title, items }' : 'a link'} as the first one is: the footer's links are either columns of links or one simple list of links, not a mix of the two`);
    if (!columns) return checkFooterLink(entry, at);
    const column = entry as Fields;
    if (column.title !== undefined && column.title !== null && typeof column.title !== 'string') return at(['title'], 'must be a string');
    if (!Array.isArray(column.items)) return at(['items'], 'must be an array of links');
    column.items.forEach((link, j) => checkFooterLink(link, (path, message) => at(['items', j, ...path], message)));
  });
}

/**
 * A footer link: one of `to`, `href` and `html`, and a `label` for a link. (theme-classic also
 * refuses `label` beside `html`; sitegen shows the HTML, as it always has.)
 */
function checkFooterLink(link: unknown, problem: Problem): void {
  if (!isObject(link)) return problem([], 'must be an object');
  const notString = ['to', 'href', 'html', 'label', 'className'].find((key) => link[key] !== undefined && typeof link[key] !== 'string');
  if (notString) return problem([notString], 'must be a string');
  const targets = ['to', 'href', 'html'].filter((key) => link[key] !== undefined);
  if (targets.length !== 1) return problem([], targets.length === 0 ? 'must have a `to`, an `href` or `html`' : `must have one of ${targets.map((key) => `\`${key}\``).join(', ')}, not ${targets.length}`);
  if (link.html === undefined && link.label === undefined) problem(['label'], 'must be a string (the text of the link)');
}

const optionalText = z.string({ error: 'must be a string' }).optional();
const size = z.union([z.string(), z.number()], { error: 'must be a number or a string' }).optional();

const logo = z
  .looseObject(
    {
      src: z.string({ error: 'must be a string (the image path)' }),
      srcDark: optionalText,
      alt: optionalText,
      href: optionalText,
      target: optionalText,
      className: optionalText,
      width: size,
      height: size,
      style: z.record(z.string(), z.union([z.string(), z.number()]), { error: 'must be an object of CSS properties' }).optional(),
    },
    { error: 'must be an object like { src, alt }' },
  )
  .optional();

/** `themeConfig.navbar`. */
export const navbarSchema = z
  .looseObject(
    {
      title: z.string({ error: 'must be a string' }).nullable().optional(),
      logo,
      style: z.enum(['dark', 'primary'], { error: 'must be "dark" or "primary"' }).optional(),
      hideOnScroll: z.boolean({ error: 'must be a boolean' }).default(false),
      items: z
        .array(
          z.unknown().superRefine((item, context) => checkNavbarItem(item, (path, message) => context.addIssue({ code: 'custom', path, message }), false)),
          { error: 'must be an array' },
        )
        .default([]),
    },
    { error: 'must be an object' },
  )
  .prefault({});

/** `themeConfig.footer`; its style is theme-classic's default, light, unless set. */
export const footerSchema = z
  .looseObject(
    {
      style: z.enum(['dark', 'light'], { error: 'must be "dark" or "light"' }).default('light'),
      logo,
      copyright: optionalText,
      links: z
        .array(z.unknown(), { error: 'must be an array of columns ({ title, items }) or of links' })
        .superRefine((links, context) => checkFooterLinks(links, (path, message) => context.addIssue({ code: 'custom', path, message })))
        .default([]),
    },
    { error: 'must be an object' },
  )
  .optional();
