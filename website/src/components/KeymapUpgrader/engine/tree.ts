import type { Tree, TreeCursor } from 'web-tree-sitter';
import { scanTokens } from './bindings';
import type { UpgradeContext } from './context';

/** A devicetree node being walked. */
interface NodeFrame {
  /** Absolute path (`/behaviors/foo`), or undefined under a `&label { }` reference node. */
  path: string | undefined;
  /** Label of a `&label { }` reference node. */
  reference: string | undefined;
  compatible: string | undefined;
  /** Properties with a property rule, decided when the parent's compatible is known. */
  ruleProperties: PropertySpan[];
  /** `ruleProperties` of the child nodes, decided when this node is left. */
  childProperties: PropertySpan[];
  resolutions: PropertySpan[];
}

interface PropertySpan {
  name: string;
  start: number;
  end: number;
  nameStart: number;
  nameEnd: number;
  /** The inside of the value when it is one cell array `<...>`. */
  cellStart?: number;
  cellEnd?: number;
}

export interface TreeFindings {
  /** Whether any property sets the encoder's triggers-per-rotation. */
  hasTriggersProperty: boolean;
  /** Encoder resolutions that were upgraded. */
  upgradedResolutions: number;
}

/** Walks the syntax tree once and records the edits of every tree-based rule. */
export function upgradeTree(ctx: UpgradeContext, tree: Tree): TreeFindings {
  const { text, rules } = ctx;
  const encoder = rules.source.encoder;
  const findings: TreeFindings = { hasTriggersProperty: false, upgradedResolutions: 0 };
  const cursor = tree.walk();
  const frames: NodeFrame[] = [newFrame(undefined, undefined)];
  let errorDepth = 0;

  function newFrame(path: string | undefined, reference: string | undefined): NodeFrame {
    return { path, reference, compatible: undefined, ruleProperties: [], childProperties: [], resolutions: [] };
  }

  /** Visits the children of the cursor's node with `visit`, then returns to the node. */
  function eachChild(visit: (c: TreeCursor) => void): void {
    if (!cursor.gotoFirstChild()) return;
    do visit(cursor);
    while (cursor.gotoNextSibling());
    cursor.gotoParent();
  }

  function slice(c: TreeCursor): string {
    return text.slice(c.startIndex, c.endIndex);
  }

  function visit(c: TreeCursor): void {
    switch (c.nodeType) {
      case 'node':
        return visitNode();
      case 'property':
        return visitProperty();
      case 'reference':
        return visitReference(false);
      case 'preproc_include':
        return visitInclude();
      case 'delete_node':
        return visitDeleteNode();
      case 'ERROR':
        // Nested error nodes are one region for the reader.
        if (errorDepth === 0) ctx.notice('syntax-error', c.startIndex, c.endIndex, 'The parser could not read this part; it was upgraded only where names could be recognised.');
        errorDepth++;
        eachChild(visit);
        errorDepth--;
        return;
      case 'comment':
      case 'identifier':
      case 'string_literal':
      case 'integer_literal':
        if (c.nodeIsMissing) missing(c);
        return;
      default:
        if (c.nodeIsMissing) return missing(c);
        return eachChild(visit);
    }
  }

  function missing(c: TreeCursor): void {
    ctx.notice('syntax-error', c.startIndex, c.startIndex, `Something is missing here (the parser expected ${JSON.stringify(c.nodeType)}).`);
  }

  function visitReference(opensBinding: boolean): void {
    const start = cursor.startIndex;
    const end = cursor.endIndex;
    if (text.charCodeAt(start) === 38 && text.charCodeAt(start + 1) !== 123) ctx.reference(start, end, 'devicetree', opensBinding);
    else if (opensBinding) ctx.reference(start, start, 'devicetree', true);
  }

  function visitInclude(): void {
    eachChild((c) => {
      if (c.currentFieldName !== 'path') return;
      const quoted = c.nodeType === 'string_literal' || c.nodeType === 'system_lib_string';
      const start = c.startIndex + (quoted ? 1 : 0);
      const end = c.endIndex - (quoted ? 1 : 0);
      const path = text.slice(start, end);
      const replacement = rules.headers.get(path);
      if (replacement !== undefined) ctx.edit('headers', start, end, replacement, `${path} → ${replacement}`, 'devicetree');
    });
  }

  function renameNodeAt(parentPath: string | undefined, name: string, start: number, end: number): void {
    if (parentPath === undefined) return;
    const path = parentPath === '/' ? `/${name}` : `${parentPath}/${name}`;
    const replacement = rules.nodeNames.get(path);
    if (replacement !== undefined) ctx.edit('node-names', start, end, replacement, `${path} → ${replacement}`, 'devicetree');
  }

  function visitDeleteNode(): void {
    const parent = frames[frames.length - 1];
    eachChild((c) => {
      if (c.currentFieldName === 'name' && c.nodeType === 'identifier') renameNodeAt(parent.path, slice(c), c.startIndex, c.endIndex);
      else if (c.nodeType === 'reference') visitReference(false);
    });
  }

  function visitNode(): void {
    const parent = frames[frames.length - 1];
    let name: string | undefined;
    let nameStart = 0;
    let nameEnd = 0;
    let reference: string | undefined;
    let address = '';
    // The node's own header (label, name, address) comes before its body.
    if (cursor.gotoFirstChild()) {
      do {
        const field = cursor.currentFieldName;
        if (field === 'name') {
          if (cursor.nodeType === 'reference') {
            reference = text.slice(cursor.startIndex + 1, cursor.endIndex);
            visitReference(false);
          } else {
            name = slice(cursor);
            nameStart = cursor.startIndex;
            nameEnd = cursor.endIndex;
          }
        } else if (field === 'address') {
          if (cursor.nodeType !== '@') address = `@${slice(cursor)}`;
        } else if (cursor.nodeType === '{') break;
      } while (cursor.gotoNextSibling());
      cursor.gotoParent();
    }
    let path: string | undefined;
    if (name === '/') path = '/';
    else if (name !== undefined && parent.path !== undefined) {
      renameNodeAt(parent.path, name + address, nameStart, nameEnd);
      path = parent.path === '/' ? `/${name}${address}` : `${parent.path}/${name}${address}`;
    }
    const frame = newFrame(path, reference);
    frames.push(frame);
    eachChild((c) => {
      const field = c.currentFieldName;
      if (field === 'name' || field === 'label' || field === 'address') return;
      visit(c);
    });
    frames.pop();
    leaveNode(frame, parent, name);
  }

  function leaveNode(frame: NodeFrame, parent: NodeFrame, name: string | undefined): void {
    decideProperties(frame.childProperties, frame.compatible, frame.reference);
    parent.childProperties.push(...frame.ruleProperties);
    const where = `${frame.path ?? ''} ${frame.reference ?? ''} ${name ?? ''}`.toLowerCase();
    const isEncoder = frame.compatible === encoder.compatible || (frame.compatible === undefined && where.includes('encoder'));
    if (isEncoder) for (const property of frame.resolutions) upgradeResolution(property);
  }

  /**
   * Applies the property rules to the children's properties once the parent's compatible is
   * known. Under a `&name { }` reference without a compatible of its own, the facts' rule (the
   * parent's compatible must be written as `zmk,keymap`) deletes `label`; that parent is defined
   * in another file, so the deletion is also reported for the user to check.
   */
  function decideProperties(properties: PropertySpan[], parentCompatible: string | undefined, parentReference?: string): void {
    for (const property of properties) {
      const rule = rules.properties.get(property.name)?.find((r) => !r.parentCompatible || r.parentCompatible === parentCompatible);
      if (!rule) continue;
      if (rule.action === 'rename' && rule.to) {
        ctx.edit('properties', property.nameStart, property.nameEnd, rule.to, `${property.name} → ${rule.to}${rule.parentCompatible ? ` (in ${rule.parentCompatible} children)` : ''}`, 'devicetree');
      } else if (rule.action === 'delete') {
        const [start, end] = deletionRange(text, property.start, property.end);
        ctx.edit('properties', start, end, '', `${property.name} removed`, 'devicetree');
        const renamedElsewhere = rules.properties.get(property.name)?.find((r) => r.action === 'rename' && r.parentCompatible);
        if (renamedElsewhere?.to && parentReference !== undefined && parentCompatible === undefined) {
          ctx.notice(
            'undecided-property',
            property.start,
            property.end,
            `${property.name} was removed: its parent &${parentReference} gets its compatible in another file, so the upgrader cannot tell whether this node is a keymap layer. If it is, put the value back as ${renamedElsewhere.to}: ${text.slice(property.start, property.end).replace(property.name, renamedElsewhere.to)}`,
          );
        }
      }
    }
  }

  function upgradeResolution(property: PropertySpan): void {
    const steps = encoder.triggersPerRotation;
    let resolution = encoder.defaultResolution;
    const literal = property.cellStart !== undefined ? text.slice(property.cellStart, property.cellEnd).trim() : undefined;
    const parsed = literal !== undefined && /^(0x[0-9a-f]+|\d+)$/i.test(literal) ? Number(literal) : undefined;
    if (parsed !== undefined) resolution = parsed;
    else {
      ctx.notice(
        'encoder-resolution',
        property.start,
        property.end,
        `The encoder resolution is not a plain number; ${encoder.to} was set from the default resolution ${encoder.defaultResolution}. Check it against your encoder.`,
      );
    }
    const value = resolution * steps;
    const rule = `${encoder.from} → ${encoder.to} (× ${steps})`;
    const original = text.slice(property.start, property.end).replace(/\s+/g, ' ');
    ctx.edit('encoder-resolution', property.start, property.end, `${encoder.to} = <${value}>; /* was: ${original.replace(/\*\//g, '* /')} */`, rule, 'devicetree');
    findings.upgradedResolutions++;
  }

  function visitProperty(): void {
    const frame = frames[frames.length - 1];
    const span: PropertySpan = { name: '', start: cursor.startIndex, end: cursor.endIndex, nameStart: 0, nameEnd: 0 };
    let values = 0;
    let cells: [number, number] | undefined;
    let bindings = false;
    eachChild((c) => {
      const field = c.currentFieldName;
      if (field === 'name') {
        span.name = slice(c);
        span.nameStart = c.startIndex;
        span.nameEnd = c.endIndex;
        bindings = rules.bindingProperties.has(span.name);
        if (span.name === encoder.triggersProperty) findings.hasTriggersProperty = true;
        return;
      }
      if (field !== 'value') return visit(c);
      values++;
      if (c.nodeType === 'string_literal' && span.name === 'compatible' && frame.compatible === undefined) {
        frame.compatible = text.slice(c.startIndex + 1, c.endIndex - 1);
      } else if (c.nodeType === 'integer_cells') {
        // The cells' contents were blanked for the parser (scan.ts): read them from the text.
        const start = c.startIndex + 1;
        const end = text.charCodeAt(c.endIndex - 1) === 62 /* > */ ? c.endIndex - 1 : c.endIndex;
        cells = [start, end];
        if (!scanTokens(ctx, start, end, { source: 'devicetree', keycodes: bindings })) {
          ctx.notice('syntax-error', c.startIndex, c.endIndex, 'The parentheses in this cell list do not match.');
        }
        if (c.nodeIsMissing) missing(c);
        else if (c.gotoFirstChild()) {
          // Only what the parser still saw: the brackets, or errors around them.
          do visit(c);
          while (c.gotoNextSibling());
          c.gotoParent();
        }
      } else visit(c);
    });
    if (rules.properties.has(span.name)) frame.ruleProperties.push(span);
    if (span.name === encoder.from) {
      if (values === 1 && cells) [span.cellStart, span.cellEnd] = cells;
      frame.resolutions.push(span);
    }
  }

  eachChild(visit);
  const root = frames[0];
  decideProperties(root.childProperties, undefined);
  decideProperties(root.ruleProperties, undefined);
  cursor.delete();
  return findings;
}

/**
 * The range to delete for a property: its whole line when nothing else is on it (so no blank
 * line is left), otherwise the property and the spaces after it.
 */
export function deletionRange(text: string, start: number, end: number): [number, number] {
  let lineStart = start;
  while (lineStart > 0 && (text[lineStart - 1] === ' ' || text[lineStart - 1] === '\t')) lineStart--;
  let after = end;
  while (after < text.length && (text[after] === ' ' || text[after] === '\t')) after++;
  const aloneBefore = lineStart === 0 || text[lineStart - 1] === '\n';
  const aloneAfter = after === text.length || text[after] === '\n' || (text[after] === '\r' && text[after + 1] === '\n');
  if (aloneBefore && aloneAfter) {
    const lineEnd = after === text.length ? after : text[after] === '\r' ? after + 2 : after + 1;
    return [lineStart, lineEnd];
  }
  return [start, after];
}
