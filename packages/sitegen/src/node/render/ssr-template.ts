/**
 * The site config's `ssrTemplate`: Docusaurus's eta template of a page's HTML (its
 * ssg/ssgTemplate), which a site replaces to change the page's frame. It gets Docusaurus's data:
 * `htmlAttributes`, `bodyAttributes`, `metaAttributes` (the page's head, one tag a string),
 * `headTags`, `preBodyTags`, `postBodyTags`, `stylesheets`, `scripts`, `appHtml`, `baseUrl`,
 * `noIndex` and `version`. sitegen's stylesheets and scripts are in the head already (styles
 * inlined or linked, scripts loaded by the page's loader), so `stylesheets` and `scripts` are
 * empty; the app's container may be Docusaurus's `__docusaurus` (the client looks for either).
 */
import { createRequire } from 'node:module';

export interface SsrTemplateData {
  htmlAttributes: string;
  bodyAttributes: string;
  metaAttributes: string[];
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
  stylesheets: string[];
  scripts: string[];
  appHtml: string;
  baseUrl: string;
  noIndex: boolean;
  version: string;
}

interface Eta {
  compile(template: string, options: { rmWhitespace: boolean }): (data: object, config: unknown) => string;
  defaultConfig: unknown;
}

const compiled = new Map<string, (data: SsrTemplateData) => string>();

/** The template compiled as Docusaurus compiles it (eta, whitespace trimmed), once per template. */
export function compileSsrTemplate(template: string): (data: SsrTemplateData) => string {
  let render = compiled.get(template);
  if (!render) {
    const eta = createRequire(import.meta.url)('eta') as Eta;
    let fn: ReturnType<Eta['compile']>;
    try {
      fn = eta.compile(template.trim(), { rmWhitespace: true });
    } catch (error) {
      throw new Error(`The site config's \`ssrTemplate\` is not a valid eta template: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    render = (data) => fn(data, eta.defaultConfig);
    compiled.set(template, render);
  }
  return render;
}
