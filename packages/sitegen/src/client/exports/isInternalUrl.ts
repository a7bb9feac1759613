/**
 * Whether a URL has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`), by the
 * rule Docusaurus's isInternalUrl uses (RFC 3986's scheme: a letter, then letters, digits, + - .).
 */
export function hasProtocol(url: string): boolean {
  return /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(url);
}

/** An URL the client router handles: no scheme, not protocol-relative ('' too, as in Docusaurus). */
export default function isInternalUrl(url: string | undefined): boolean {
  return url !== undefined && !hasProtocol(url);
}
