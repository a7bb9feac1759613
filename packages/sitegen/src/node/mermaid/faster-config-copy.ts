/**
 * Mermaid hands out its configuration as a fresh copy each time drawing code asks for it
 * (`getConfig()`, some 900 values), hundreds of times per diagram. The copy is made by
 * `assignWithDepth`, which walks `Object.entries(src)` with a callback and adds each key with
 * `Object.defineProperty`: over half of the drawing browser's time here.
 *
 * The drawing page loads, through an import map, a copy of the prebuilt chunk that holds that
 * function, whose loop gives the same result in less than half the time: the same keys in the
 * same order, skipped and merged the same way; a key is assigned rather than defined only where
 * both do the same (an own key, or one the object does not inherit either). The copy is made only
 * when the chunk has the function exactly as Mermaid 11 ships it (whatever the minifier named its
 * variables); otherwise the page loads Mermaid as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeRegExp } from '../utils/regexp';

/**
 * The minified loop over the source's keys, with `@name@` for the minifier's names: `dst` and
 * `src` (the arguments), `depth`, `dstAlias` (`let dstAlias = dst`), `key`, `value`, and `self`
 * (the function's own name, for the recursion).
 */
const ORIGINAL_LOOP =
  'if(@src@!=null&&typeof @dst@=="object"&&typeof @src@=="object"){let @dstAlias@=@dst@;Object.entries(@src@).forEach(([@key@,@value@])=>{if(typeof @value@=="object"){if(@value@===null)return;Object.hasOwn(@dst@,@key@)||Object.defineProperty(@dst@,@key@,{value:void 0,writable:!0,enumerable:!0,configurable:!0}),@dstAlias@[@key@]===void 0&&(@dstAlias@[@key@]=Array.isArray(@value@)?[]:{}),typeof @dstAlias@[@key@]=="object"&&(@dstAlias@[@key@]=@self@(@dstAlias@[@key@],@value@,{depth:@depth@-1}))}else typeof @dstAlias@[@key@]!="object"&&(Object.hasOwn(@dst@,@key@)?@dstAlias@[@key@]=@value@:Object.defineProperty(@dst@,@key@,{value:@value@,writable:!0,enumerable:!0,configurable:!0}))})}return @dst@},"assignWithDepth")';

/**
 * The same loop without the callback, entries array or needless defineProperty calls. Its own
 * names have `$` at both ends, which a minifier never gives, so they shadow nothing it uses.
 */
const FASTER_LOOP =
  'if(@src@!=null&&typeof @dst@=="object"&&typeof @src@=="object"){let @dstAlias@=@dst@;const $keys$=Object.keys(@src@),$values$=$keys$.map($k$=>@src@[$k$]);for(let $i$=0;$i$<$keys$.length;$i$++){const @key@=$keys$[$i$],@value@=$values$[$i$];if(typeof @value@=="object"){if(@value@===null)continue;Object.hasOwn(@dst@,@key@)||(@key@ in @dst@?Object.defineProperty(@dst@,@key@,{value:void 0,writable:!0,enumerable:!0,configurable:!0}):@dstAlias@[@key@]=void 0),@dstAlias@[@key@]===void 0&&(@dstAlias@[@key@]=Array.isArray(@value@)?[]:{}),typeof @dstAlias@[@key@]=="object"&&(@dstAlias@[@key@]=@self@(@dstAlias@[@key@],@value@,{depth:@depth@-1}))}else typeof @dstAlias@[@key@]!="object"&&(Object.hasOwn(@dst@,@key@)||!(@key@ in @dst@)?@dstAlias@[@key@]=@value@:Object.defineProperty(@dst@,@key@,{value:@value@,writable:!0,enumerable:!0,configurable:!0}))}}return @dst@},"assignWithDepth")';

const PLACEHOLDER = /@(\w+)@/g;

/** ORIGINAL_LOOP as a pattern: each name captured where it first appears, matched again after. */
const ORIGINAL_PATTERN = (() => {
  const seen = new Set<string>();
  // split() with a group: text and names alternate, text first.
  const parts = ORIGINAL_LOOP.split(PLACEHOLDER).map((part, i) => {
    if (i % 2 === 0) return escapeRegExp(part);
    if (seen.has(part)) return `\\k<${part}>`;
    seen.add(part);
    return `(?<${part}>[A-Za-z_$][\\w$]*)`;
  });
  return new RegExp(parts.join(''));
})();

/** The chunk's text with the faster loop, or undefined when it has not the original one. */
export function withFasterConfigCopy(chunk: string): string | undefined {
  const match = ORIGINAL_PATTERN.exec(chunk);
  if (!match?.groups) return undefined;
  const names = match.groups;
  const faster = FASTER_LOOP.replace(PLACEHOLDER, (_, name: string) => names[name]!);
  return chunk.slice(0, match.index) + faster + chunk.slice(match.index + match[0].length);
}

/** The chunk of Mermaid's prebuilt files in `dir` that holds assignWithDepth, with the faster loop in it. */
export function fasterConfigCopyChunk(dir: string): { file: string; text: string } | undefined {
  if (!fs.existsSync(dir)) return undefined;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.mjs')) continue;
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('"assignWithDepth")')) continue;
    const faster = withFasterConfigCopy(text);
    return faster === undefined ? undefined : { file, text: faster };
  }
  return undefined;
}

export interface ImportMap {
  imports: Record<string, string>;
}

/**
 * Writes the changed chunk into `dir` and returns the import map that has a page load it in place
 * of Mermaid's own, and the chunks it imports from Mermaid's folder (`chunksDir`); undefined when
 * this Mermaid has no chunk to change.
 */
export function fasterConfigCopyImportMap(chunksDir: string, dir: string): ImportMap | undefined {
  const chunk = fasterConfigCopyChunk(chunksDir);
  if (!chunk) return undefined;
  const copyDir = path.join(dir, 'mermaid');
  const copy = path.join(copyDir, path.basename(chunk.file));
  fs.mkdirSync(copyDir, { recursive: true });
  fs.writeFileSync(copy, chunk.text);
  // The copy's relative imports resolve below copyDir: mapped back to Mermaid's folder.
  return { imports: { [pathToFileURL(chunk.file).href]: pathToFileURL(copy).href, [`${pathToFileURL(copyDir).href}/`]: `${pathToFileURL(chunksDir).href}/` } };
}
