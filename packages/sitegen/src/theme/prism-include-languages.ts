/**
 * Adds `themeConfig.prism.additionalLanguages` to a Prism instance (theme-classic's
 * prism-include-languages): Prism's language files run with it as the global Prism, which is put
 * back as it was after. sitegen calls it where Prism runs in the browser, the CodeBlock's lazily
 * loaded highlighter (Markdown's code is highlighted at build time), not on every page; a site's
 * swizzled copy may register plugins or other languages on `PrismObject` there.
 */
import loadPrismLanguages from '@generated/prism-languages.cjs';

export default function prismIncludeLanguages(PrismObject: unknown): void {
  const holder = globalThis as { Prism?: unknown };
  const PrismBefore = holder.Prism;
  holder.Prism = PrismObject;
  try {
    loadPrismLanguages();
  } finally {
    if (PrismBefore === undefined) delete holder.Prism;
    else holder.Prism = PrismBefore;
  }
}
