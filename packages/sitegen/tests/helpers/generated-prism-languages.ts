/** `@generated/prism-languages` in unit tests (a build writes the site's, see writePrismLanguagesModule): no additional languages. */
export default function loadPrismLanguages(): void {}
