import { useContext } from 'react';
import { findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import { selectPluralMessage, translate } from '@docusaurus/Translate';
import DocCardLayout from '@theme/DocCard/Layout';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../shared/types';
import { DocsSidebarContext } from '../_internal/docsSidebar';

/**
 * A label's leading emoji, which theme-classic shows as the card's icon (`🚀 Start`: 🚀 and
 * "Start"); without one, the theme's icon for the item's kind.
 */
export function extractLeadingEmoji(label: string): { emoji: string | null; rest: string } {
  const match = /^(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*|\p{Regional_Indicator}{2})\s*/u.exec(label);
  return match ? { emoji: match[1]!, rest: label.slice(match[0].length) } : { emoji: null, rest: label };
}

function iconTitle(item: SidebarLink | SidebarCategory): { icon?: string; title: string } {
  const { emoji, rest } = extractLeadingEmoji(item.label);
  return { ...(emoji ? { icon: emoji } : {}), title: rest.trim() };
}

/** "1 item" / "{count} items", theme-classic's description of a category without one. */
function categoryItemsPlural(count: number): string {
  return selectPluralMessage(count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count }));
}

function CardCategory({ item }: { item: SidebarCategory }) {
  const href = findFirstSidebarItemLink(item);
  // A category leading nowhere is left out by the list already.
  if (!href) return null;
  return <DocCardLayout item={item} className={item.className} href={href} description={item.description ?? categoryItemsPlural(item.items.length)} {...iconTitle(item)} />;
}

function CardLink({ item }: { item: SidebarLink }) {
  // The doc's description: the sidebar's, on pages that show cards (useDocById's, in Docusaurus).
  const descriptions = useContext(DocsSidebarContext)?.descriptions;
  return <DocCardLayout item={item} className={item.className} href={item.href} description={item.description ?? descriptions?.[item.href]} {...iconTitle(item)} />;
}

/** theme-classic's DocCard: a sidebar item as a card, linking where the item leads. */
export default function DocCard({ item }: { item: SidebarItem }) {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
