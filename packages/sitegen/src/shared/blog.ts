/** Blog data shared by the blog plugin (node) and the blog theme components (browser). */
export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Has a page of their posts (`page: true`, or `page: { permalink }` for its own address), as in Docusaurus 3.5+. */
  page?: { permalink?: string };
}

/** An author of authors.yml on the authors page: their number of listed posts and the page listing them, if they have one. */
export interface BlogAuthorWithPosts extends BlogAuthor {
  count: number;
  permalink?: string;
}

export interface BlogTag {
  label: string;
  permalink: string;
}

export interface BlogPostMetadata {
  permalink: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  tags: BlogTag[];
  authors: BlogAuthor[];
  readingTime: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl?: string;
  image?: string;
  excerptText: string;
  newer?: { title: string; permalink: string };
  older?: { title: string; permalink: string };
}

export interface BlogListMetadata {
  title: string;
  page: number;
  totalPages: number;
  totalCount: number;
  permalink: string;
  previousPage?: string;
  nextPage?: string;
  items: BlogPostMetadata[];
  tag?: { label: string; permalink: string; count: number };
  allTagsPath?: string;
  author?: BlogAuthorWithPosts;
  allAuthorsPath?: string;
}

export interface BlogSidebarData {
  title: string;
  items: Array<{ title: string; permalink: string; date: string }>;
}
