/**
 * Theme strings as both sides need them: the node side writes some page titles (a blog tag's,
 * an author's) that Docusaurus's theme translates, and the browser's translate() picks plural
 * forms the same way.
 */

/** A locale's theme strings by id (theme-translations under the site's code.json). */
export interface LocaleMessages {
  locale: string;
  messages: Record<string, string>;
}

/**
 * One form of a plural message (`'One post|{count} posts'`), as theme-common's usePluralForm
 * picks it: the forms follow the locale's plural categories in the order zero, one, two, few,
 * many, other; a message with fewer forms falls back to its last.
 */
export function selectPluralForm(locale: string, count: number, messages: string): string {
  const forms = messages.split('|');
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    // A locale Intl does not know: English's rules, as Docusaurus falls back to.
    rules = new Intl.PluralRules('en');
  }
  const categories = (['zero', 'one', 'two', 'few', 'many', 'other'] as const).filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)] ?? messages;
}

/** The message of `id` (else `fallback`, sitegen's English) with its `{name}` placeholders filled in. */
export function formatMessage(t: LocaleMessages | undefined, id: string, fallback: string, values: Record<string, string | number> = {}): string {
  return (t?.messages[id] ?? fallback).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
