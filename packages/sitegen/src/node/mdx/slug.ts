import GithubSlugger from 'github-slugger';

/**
 * GitHub-style heading slugs, unique per page (`a`, `a-1`, `a-2`, …); lower-cased unless
 * `maintainCase` (Docusaurus's `markdown.anchors.maintainCase`).
 */
export function createSlugger(maintainCase = false): { slug(text: string): string; reserve(id: string): void } {
  const slugger = new GithubSlugger();
  return {
    slug: (text) => slugger.slug(text, maintainCase),
    // A custom `{#id}` takes its name so a later heading with the same text gets `-1`.
    reserve: (id) => void slugger.slug(id),
  };
}
