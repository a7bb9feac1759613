/** An URL the client router handles: no scheme, not protocol-relative. */
export default function isInternalUrl(url: string | undefined): boolean {
  return !!url && !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}
