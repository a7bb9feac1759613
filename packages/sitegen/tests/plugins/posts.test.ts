import { describe, expect, it } from 'vitest';
import { defaultReadingTime, parsePost, parsePostPath, tagSlug } from '../../plugins/blog/posts';
import type { BlogAuthor } from '../../src/shared/blog';

const authors: Record<string, BlogAuthor> = { ada: { key: 'ada', name: 'Ada Example', url: 'https://example.com/ada', page: { permalink: '/blog/authors/ada' }, imageURL: '/img/ada.png', socials: { github: 'https://github.com/ada' } } };
const post = (relative: string, source: string, options: Partial<Parameters<typeof parsePost>[0]> = {}) => parsePost({ relative, source, shown: `blog/${relative}`, authors, base: '/blog', ...options });

describe('parsePost', () => {
  it('takes the date and slug from the file name, for a file or a folder with index.md', () => {
    expect(post('2024-01-31-hello.md', '# x').metadata).toMatchObject({ permalink: '/blog/2024/01/31/hello', date: '2024-01-31', title: 'hello' });
    expect(post('2024-02-01-folder/index.mdx', '---\ntitle: In a folder\n---\ntext').metadata).toMatchObject({ permalink: '/blog/2024/02/01/folder', title: 'In a folder' });
  });

  it('reads date, slug, description, tags, draft and unlisted from front matter', () => {
    const { metadata, draft } = post('notes.md', '---\ndate: 2023-05-06\nslug: /custom/path\ndescription: Short.\ntags: [Big News, ble]\ndraft: true\nunlisted: true\n---\nBody');
    expect(draft).toBe(true);
    expect(metadata).toMatchObject({ date: '2023-05-06', permalink: '/blog/custom/path', description: 'Short.', unlisted: true });
    expect(metadata.tags).toEqual([
      { label: 'Big News', permalink: '/blog/tags/big-news' },
      { label: 'ble', permalink: '/blog/tags/ble' },
    ]);
    expect(post('undated.md', '---\ndate: "2022-03-04"\n---\nx').metadata.permalink).toBe('/blog/undated');
  });

  it('resolves author keys and inline authors', () => {
    const { metadata } = post('2024-01-01-a.md', '---\nauthors:\n  - ada\n  - name: Cy Guest\n    image_url: /img/cy.png\n---\nx');
    expect(metadata.authors).toEqual([authors.ada, { key: null, page: null, name: 'Cy Guest', imageURL: '/img/cy.png', socials: {} }]);
  });

  it("overrides an authors.yml entry with the post's own fields (`key` with overrides), normalising socials as Docusaurus", () => {
    const { metadata, inlineAuthors } = post('2024-01-01-a.md', '---\nauthors:\n  - key: ada\n    title: Guest editor\n    socials: { github: ada-gh, x: https://x.com/ada, stackoverflow: 82609, Mastodon: ada@example.social }\n---\nx');
    expect(metadata.authors).toEqual([
      { key: 'ada', name: 'Ada Example', url: 'https://example.com/ada', page: { permalink: '/blog/authors/ada' }, imageURL: '/img/ada.png', title: 'Guest editor', socials: { github: 'https://github.com/ada-gh', x: 'https://x.com/ada', stackoverflow: 'https://stackoverflow.com/users/82609', mastodon: 'https://mastodon.social/@ada@example.social' } },
    ]);
    expect(inlineAuthors).toEqual([]);
    // As Docusaurus: a key alone keeps the file's socials, an object entry's (none: empty) replace them.
    expect(post('2024-01-01-a.md', '---\nauthors: [ada]\n---\nx').metadata.authors[0]?.socials).toEqual({ github: 'https://github.com/ada' });
    expect(post('2024-01-01-a.md', '---\nauthors: [{ key: ada, title: Guest }]\n---\nx').metadata.authors[0]?.socials).toEqual({});
    expect(() => post('2024-01-01-a.md', '---\nauthors:\n  - name: Cy\n    socials: { github: a/b }\n---\nx')).toThrow(/Social platform 'github' has illegal value 'a\/b'/);
    expect(() => post('2024-01-01-a.md', '---\nauthors: [ada, { key: ada }]\n---\nx')).toThrow(/duplicate blog post author "ada"/);
  });

  it('reads the legacy one-author front matter (author, author_title/authorTitle, author_url/authorURL, author_image_url/authorImageURL), below the base URL', () => {
    const { metadata, inlineAuthors } = post('2024-01-01-a.md', '---\nauthor: Old Timer\nauthorTitle: Founder\nauthorURL: https://old.example\nauthor_image_url: /img/old.png\n---\nx', { baseUrl: '/site/' });
    expect(metadata.authors).toEqual([{ key: null, page: null, name: 'Old Timer', title: 'Founder', url: 'https://old.example', imageURL: '/site/img/old.png' }]);
    expect(inlineAuthors).toHaveLength(1);
    expect(() => post('2024-01-01-a.md', '---\nauthor: Old Timer\nauthors: [ada]\n---\nx')).toThrow(/Don't mix 'authors' with other existing 'author_\*' front matter/);
  });

  // Written with real line breaks, as a post's front matter is (blog/…): one inline author as an object, then a list.
  it("reads an inline author's url, imageURL and every platform of socials (a single `authors` object and a list), as Docusaurus's getBlogPostAuthors", () => {
    const single = post(
      '2024-01-01-solo.md',
      `---
authors:
  name: Solo Writer
  url: https://solo.example
  imageURL: /img/solo.png
  socials:
    twitter: solo_tw
    github: solo-gh
    linkedin: solo-in
    stackoverflow: 82609
    x: https://x.com/solo
    bluesky: solo.example
    instagram: solo.gram
    threads: solo.threads
    mastodon: solo@fosstodon.org
    twitch: solotv
    youtube: solotube
    email: solo@solo.example
---
x`,
      { baseUrl: '/site/' },
    );
    expect(single.metadata.authors).toEqual([
      {
        key: null,
        page: null,
        name: 'Solo Writer',
        url: 'https://solo.example',
        // Below the base URL, as normalizeImageUrl puts a root-relative picture.
        imageURL: '/site/img/solo.png',
        socials: {
          twitter: 'https://twitter.com/solo_tw',
          github: 'https://github.com/solo-gh',
          linkedin: 'https://www.linkedin.com/in/solo-in/',
          stackoverflow: 'https://stackoverflow.com/users/82609',
          x: 'https://x.com/solo',
          bluesky: 'https://bsky.app/profile/solo.example',
          instagram: 'https://www.instagram.com/solo.gram',
          threads: 'https://www.threads.net/@solo.threads',
          mastodon: 'https://mastodon.social/@solo@fosstodon.org',
          twitch: 'https://twitch.tv/solotv',
          youtube: 'https://youtube.com/@solotube',
          email: 'mailto:solo@solo.example',
        },
      },
    ]);
    const listed = post(
      '2024-01-02-pair.md',
      `---
authors:
  - key: ada
    url: https://ada.example/guest
    imageURL: https://cdn.example/ada.png
    socials:
      twitter: https://twitter.com/ada_guest
      github: ada-guest
      linkedin: ada-li
      stackoverflow: '4242'
      x: ada_x
      bluesky: ada.bsky.social
      instagram: ada.gram
      threads: ada.threads
      mastodon: ada
      twitch: adatv
      youtube: adatube
      email: ada@ada.example
  - name: Pair Writer
    imageURL: /img/pair.png
---
x`,
    );
    expect(listed.metadata.authors).toEqual([
      {
        // authors.yml's entry, its url, picture and socials replaced by the post's.
        key: 'ada',
        name: 'Ada Example',
        page: { permalink: '/blog/authors/ada' },
        url: 'https://ada.example/guest',
        imageURL: 'https://cdn.example/ada.png',
        socials: {
          twitter: 'https://twitter.com/ada_guest',
          github: 'https://github.com/ada-guest',
          linkedin: 'https://www.linkedin.com/in/ada-li/',
          stackoverflow: 'https://stackoverflow.com/users/4242',
          x: 'https://x.com/ada_x',
          bluesky: 'https://bsky.app/profile/ada.bsky.social',
          instagram: 'https://www.instagram.com/ada.gram',
          threads: 'https://www.threads.net/@ada.threads',
          mastodon: 'https://mastodon.social/@ada',
          twitch: 'https://twitch.tv/adatv',
          youtube: 'https://youtube.com/@adatube',
          email: 'mailto:ada@ada.example',
        },
      },
      { key: null, page: null, name: 'Pair Writer', imageURL: '/img/pair.png', socials: {} },
    ]);
  });

  it('reads the legacy author_url and authorImageURL (the other spellings of authorURL and author_image_url)', () => {
    const { metadata } = post(
      '2024-01-03-legacy.md',
      `---
author: Old Hand
author_url: https://old-hand.example
authorImageURL: /img/old-hand.png
---
x`,
      { baseUrl: '/site/' },
    );
    expect(metadata.authors).toEqual([{ key: null, page: null, name: 'Old Hand', url: 'https://old-hand.example', imageURL: '/site/img/old-hand.png' }]);
  });

  it("cuts the excerpt at the marker and counts reading time as Docusaurus's default: every word, code too, in minutes to two decimals", () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    const { metadata } = post('2024-01-01-a.md', `Intro text.\n\n<!-- truncate -->\n\n${words(588)}\n\n\`\`\`c\n${words(100)}\n\`\`\`\n`);
    expect(metadata.hasTruncateMarker).toBe(true);
    expect(metadata.excerptText).toBe('Intro text.');
    // 2 + 588 + 1 (the fence's `c`) + 100 words at 200 a minute; the `truncate` comment is a word too.
    expect(metadata.readingTime).toBe(3.46);
    expect(post('2024-01-01-b.md', '{/* truncate */}').metadata.hasTruncateMarker).toBe(true);
    expect(defaultReadingTime({ content: 'one' })).toBe(0.01);
    expect(defaultReadingTime({ content: '' })).toBe(0);
    expect(defaultReadingTime({ content: words(300), options: { wordsPerMinute: 100 } })).toBe(3);
  });

  it('cuts at the `truncateMarker` given, and leaves the title heading out of the counted content', () => {
    const { metadata, content } = post('2024-01-01-a.md', '# Heading\n\nFirst part.\n\n---8<---\n\nRest of it.', { truncateMarker: /---8<---/ });
    expect(metadata.hasTruncateMarker).toBe(true);
    expect(metadata.excerptText).toContain('First part.');
    expect(metadata.excerptText).not.toContain('Rest');
    expect(content.startsWith('\nFirst part.')).toBe(true);
    expect(post('2024-01-01-b.md', 'x <!-- truncate --> y', { truncateMarker: /---8<---/ }).metadata.hasTruncateMarker).toBe(false);
  });

  it('names file and line for bad front matter', () => {
    expect(() => post('2024-01-01-a.md', '---\ntitle: A\nauthors: [nobody]\n---\n')).toThrow(/blog\/2024-01-01-a\.md:3: .*"nobody", which is not in authors\.yml \(known: ada\)/);
    expect(() => post('2024-01-01-a.md', '---\nauthors: [{ title: no name }]\n---\n')).toThrow(/:2: .*does not look like a valid blog post author/);
    expect(() => post('2024-01-01-a.md', '---\ntitle: A\ndate: soon\n---\n')).toThrow(/:3: front matter `date` must be a date/);
    expect(() => post('2024-01-01-a.md', '---\ntags: news\n---\n')).toThrow(/:2: front matter `tags` does not look like a valid front matter Yaml array/);
    expect(() => post('undated.md', 'x')).toThrow(/blog\/undated\.md:1: a blog post needs a date/);
    // Docusaurus's `id`, `title_meta` and `sidebar_label` are strings.
    expect(() => post('2024-01-01-a.md', '---\nid: 7\n---\n')).toThrow(/:2: front matter `id` must be string/);
    expect(() => post('2024-01-01-a.md', '---\ntitle: A\nsidebar_label: [x]\n---\n')).toThrow(/:3: front matter `sidebar_label` must be string/);
    expect(post('2024-01-01-a.md', '---\ntitle_meta: Meta\n---\nx').metadata.frontMatter.title_meta).toBe('Meta');
  });
});

describe('parsePostPath', () => {
  it('reads the date anywhere in the path, as Docusaurus does, and keeps the folders before it in the slug', () => {
    expect(parsePostPath('2024-11-11-zmk-studio.md')).toEqual({ date: '2024-11-11', slug: '2024/11/11/zmk-studio', name: 'zmk-studio' });
    expect(parsePostPath('2024-03-14-launch/index.mdx')).toEqual({ date: '2024-03-14', slug: '2024/03/14/launch', name: 'launch' });
    expect(parsePostPath('releases/2024-03-14-announcing-3.0.md')).toEqual({ date: '2024-03-14', slug: '2024/03/14/releases/announcing-3.0', name: 'announcing-3.0' });
    expect(parsePostPath('2021/8/1/summer.md')).toEqual({ date: '2021-08-01', slug: '2021/8/1/summer', name: 'summer' });
    expect(parsePostPath('notes/undated.md')).toEqual({ slug: 'notes/undated', name: 'notes/undated' });
  });
});

describe('tagSlug', () => {
  it('lower-cases and dashes labels', () => {
    expect(tagSlug('SOTF')).toBe('sotf');
    expect(tagSlug(' Zephyr 3.5 ')).toBe('zephyr-3-5');
  });
});
