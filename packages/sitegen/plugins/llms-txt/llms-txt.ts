import type { SidebarItem } from '../../src/shared/types';

export interface LlmsDoc {
  title: string;
  description?: string;
  permalink: string;
  unlisted?: boolean;
}

export interface LlmsTxtInput {
  title: string;
  tagline?: string;
  siteUrl: string;
  /** Sidebar name → items, in order. */
  sidebars: Record<string, SidebarItem[]>;
  docs: LlmsDoc[];
}

/** Where a route's Markdown copy is served: `/docs/intro` → `/docs/intro.md`, `/` → `/index.md`. */
export function markdownPath(routePath: string): string {
  return routePath === '/' ? '/index.md' : `${routePath.replace(/\/$/, '')}.md`;
}

/**
 * `llms.txt` (llmstxt.org): the site's name and summary, then one section per sidebar category
 * (nested ones named by their path) listing its docs as links to their Markdown copies with
 * descriptions; docs outside every sidebar go under "Optional".
 */
export function llmsTxt({ title, tagline, siteUrl, sidebars, docs }: LlmsTxtInput): string {
  const byPermalink = new Map(docs.map((d) => [d.permalink, d]));
  const listed = new Set<string>();
  const sections: Array<{ heading: string; lines: string[] }> = [];
  const entry = (href: string, label: string): string | undefined => {
    const doc = byPermalink.get(href);
    if (!doc || doc.unlisted || listed.has(href)) return undefined;
    listed.add(href);
    return `- [${doc.title || label}](${siteUrl}${markdownPath(href)})${doc.description ? `: ${doc.description}` : ''}`;
  };
  const walk = (items: SidebarItem[], trail: string[], section: { heading: string; lines: string[] }) => {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.type === 'link') {
        const line = entry(item.href, item.label);
        if (line) section.lines.push(line);
        continue;
      }
      const path = [...trail, item.label];
      const own = { heading: path.join(' › '), lines: [] as string[] };
      sections.push(own);
      const link = item.href ? entry(item.href, item.label) : undefined;
      if (link) own.lines.push(link);
      walk(item.items, path, own);
    }
  };
  for (const items of Object.values(sidebars)) {
    const top = { heading: 'Docs', lines: [] as string[] };
    sections.push(top);
    walk(items, [], top);
  }
  const others = docs.filter((d) => !d.unlisted && !listed.has(d.permalink)).sort((a, b) => a.permalink.localeCompare(b.permalink));
  const optional = { heading: 'Optional', lines: others.flatMap((d) => entry(d.permalink, d.title) ?? []) };
  const body = [...sections, optional].filter((s) => s.lines.length > 0).map((s) => `## ${s.heading}\n\n${s.lines.join('\n')}`);
  return [`# ${title}`, tagline ? `> ${tagline}` : '', 'Each link below is the Markdown copy of a documentation page; the page itself is at the same address without `.md`.', ...body].filter(Boolean).join('\n\n') + '\n';
}
