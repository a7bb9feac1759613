/**
 * theme-common's tags helpers (the tags page's title, tags by letter): a module of their own, so
 * that pages without a tags list do not carry them with the rest of components.tsx.
 */
import { translate } from '../exports/Translate';

/** The tags page's title ("Tags"), translated. */
export function translateTagsPageTitle(): string {
  return translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags', description: 'The title of the tag list page' });
}

export interface TagLetterEntry<T extends { label: string } = { label: string; permalink: string; count?: number }> {
  letter: string;
  tags: T[];
}

/** Tags grouped by their first letter (upper case), letters and tags in order. */
export function listTagsByLetters<T extends { label: string }>(tags: readonly T[]): Array<TagLetterEntry<T>> {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label[0]?.toUpperCase() ?? '';
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, tags: [...list].sort((a, b) => a.label.localeCompare(b.label)) }));
}
