import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import IconLanguage from '@theme/Icon/Language';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { NavbarItemProps } from '@theme/NavbarItem';
import { applyTrailingSlash } from '../../../shared/paths';
import type { NavbarItem } from '../../../shared/types';
import styles from './styles.module.css';

type LocaleDropdownProps = NavbarItemProps & { dropdownItemsBefore?: NavbarItem[]; dropdownItemsAfter?: NavbarItem[]; queryString?: string };

/** Two query strings as one (`?a=1` and `b=2` → `?a=1&b=2`), theme-common's mergeSearchStrings with 'append'. */
function mergeSearch(...searches: Array<string | undefined>): string {
  const merged = new URLSearchParams();
  for (const search of searches) for (const [key, value] of new URLSearchParams(search ?? '')) merged.append(key, value);
  const text = merged.toString();
  return text ? `?${text}` : '';
}

/**
 * theme-classic's LocaleDropdownNavbarItem: the page being read in each locale (its path below
 * this locale's base URL under the other's), with the current query and hash, as full page loads
 * (`pathname://`); the current locale's link marked active; the site's own links before and after.
 */
export default function LocaleDropdownNavbarItem({ mobile, dropdownItemsBefore = [], dropdownItemsAfter = [], queryString, ...props }: LocaleDropdownProps) {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname, search, hash } = useLocation();
  const { localeConfigs, currentLocale, locales } = i18n;
  // useAlternatePageUtils: the canonical path without this locale's base URL (`/fr` is the base URL's
  // page too). The router's location is below the base URL; Docusaurus's has it in front.
  const canonical = applyTrailingSlash(useBaseUrl(pathname), siteConfig);
  const below = `${canonical}/`.startsWith(siteConfig.baseUrl) ? canonical.slice(siteConfig.baseUrl.length) : canonical;
  const urlOf = (locale: string) => {
    const config = localeConfigs[locale]!;
    const sameHost = config.url === siteConfig.url;
    return `${sameHost ? 'pathname://' : config.url}${config.baseUrl}${below}${mergeSearch(search, queryString)}${hash}`;
  };
  const localeItems: NavbarItem[] = locales.map((locale) => ({
    label: localeConfigs[locale]!.label,
    lang: localeConfigs[locale]!.htmlLang,
    to: urlOf(locale),
    target: '_self',
    autoAddBaseUrl: false,
    className: locale === currentLocale ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : '',
  }));
  const label = mobile ? translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages', description: 'The label for the mobile language switcher dropdown' }) : localeConfigs[currentLocale]!.label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        (
          <>
            <IconLanguage className={styles.iconLanguage} />
            {label}
          </>
        ) as unknown as string
      }
      items={[...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter]}
    />
  );
}
