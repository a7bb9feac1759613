import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { addSourceTrees, clearSourceTrees, SOURCE_TREES_MAX_CHARS, takeSourceTree } from '../../../src/node/mdx/source-trees';

const keyOf = (text: string) => createHash('sha1').update('md').update('\0').update(text).digest('hex');
const tree = (size: number) => JSON.stringify({ type: 'root', children: [{ type: 'text', value: 'x'.repeat(size) }] });

describe('the Markdown trees kept for postBuild work', () => {
  afterEach(() => clearSourceTrees());

  it('keeps trees up to SOURCE_TREES_MAX_CHARS of JSON, and none past it (their readers parse the source again)', () => {
    const third = Math.floor(SOURCE_TREES_MAX_CHARS / 3);
    addSourceTrees([
      [keyOf('a'), tree(third)],
      [keyOf('b'), tree(third)],
    ]);
    addSourceTrees([[keyOf('c'), tree(third)], [keyOf('d'), tree(10)]]);
    expect(takeSourceTree('md', 'a')?.type).toBe('root');
    expect(takeSourceTree('md', 'b')?.type).toBe('root');
    // The third large tree does not fit; a small one still does.
    expect(takeSourceTree('md', 'c')).toBeUndefined();
    expect(takeSourceTree('md', 'd')?.type).toBe('root');
    // A build's end frees the room for the next.
    clearSourceTrees();
    addSourceTrees([[keyOf('c'), tree(third)]]);
    expect(takeSourceTree('md', 'c')?.type).toBe('root');
  });
});
