import type { MouseEvent } from 'react';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import type { NavbarItem as NavbarItemConfig } from '../../shared/types';

/**
 * What an item's component gets: the item's config (without `type`) and where it is. As in
 * theme-classic, an item in a dropdown's menu or in the mobile drawer is a list item of its own;
 * in the bar, the navbar puts it in one.
 */
export type NavbarItemProps = NavbarItemConfig & {
  /** In the mobile drawer. */
  mobile?: boolean;
  /** In a dropdown's menu. */
  isDropdownItem?: boolean;
  /** Called when the item's link is followed (the drawer closes). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/** theme-classic's type of an item: a link with `items` is a dropdown. */
function componentType(type: NavbarItemConfig['type'], props: object): string {
  if (!type || type === 'default') return 'items' in props ? 'dropdown' : 'default';
  return type;
}

/** A navbar item, by its `type`, as the site's `@theme/NavbarItem/ComponentTypes` maps it. */
export default function NavbarItem({ type, ...props }: NavbarItemProps) {
  const Component = ComponentTypes[componentType(type, props)];
  if (!Component) throw new Error(`No NavbarItem component found for type "${type}".`);
  return <Component {...props} />;
}
