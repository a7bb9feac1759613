/**
 * How Markdown files are read, Docusaurus's `markdown.format`: `mdx`, every file is MDX (JSX,
 * imports, `{expressions}`; Docusaurus 3's default); `md`, every file is CommonMark; `detect`, by
 * extension (`.mdx` is MDX, `.md` CommonMark: sitegen's default).
 */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** The format a file is read in. */
export function markdownFormatOf(filePath: string, setting: MarkdownFormat = 'detect'): 'mdx' | 'md' {
  if (setting !== 'detect') return setting;
  return filePath.endsWith('.mdx') ? 'mdx' : 'md';
}
