import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATOR_WORKERS_DIR } from '../../../src/node/utils/worker-thread';
import { compileMarkdownFile } from '../../../src/node/mdx/compile';
import os from 'node:os';
import { CompileQueue, SECOND_THREAD_ABOVE, startMdxCompileThread, type ThreadPipelineOptions } from '../../../src/node/mdx/compile-thread';
import { errorForThread, errorFromThread } from '../../../src/node/mdx/compile-thread-messages';
import { clearSourceTrees, takeSourceTree } from '../../../src/node/mdx/source-trees';
import { preprocessMarkdown } from '../../../src/node/mdx/preprocess';

const options: ThreadPipelineOptions = {
  siteDir: '/site',
  baseUrl: '/',
  routesVersion: 'v1',
  fileRoutes: [['/site/docs/other.md', '/docs/other']],
  keepSourceTrees: true,
  drawsDiagrams: false,
};

const PAGE = '---\ntitle: Thread\n---\n# Thread\n\nSee [the other page](./other.md).\n\n```c\nint x = 1;\n```\n';

describe('the MDX compile thread', () => {
  const thread = startMdxCompileThread();
  afterAll(() => thread.close());

  it('gives the output the pipeline gives in this thread, links resolved from the routes it was sent', async () => {
    thread.configure(options);
    const fromThread = await thread.compile('k1', '/site/docs/page.mdx', PAGE, { soon: true });
    const here = await compileMarkdownFile('/site/docs/page.mdx', PAGE, { ...options, resolveFileRoute: (file) => new Map(options.fileRoutes).get(file) });
    expect(fromThread).toEqual(here);
    expect(fromThread.code).toContain('/docs/other');
  });

  it('runs a bundle that takes the pipeline in, ES-module-only packages included (quicker to load than from node_modules)', async () => {
    thread.configure(options);
    await thread.compile('k0', '/site/docs/warm.md', '# Warm\n', { soon: true });
    const inputs = JSON.parse(fs.readFileSync(path.join(GENERATOR_WORKERS_DIR, 'compile-worker.worker.mjs.inputs.json'), 'utf8')) as { files: Record<string, unknown> };
    const bundled = (pkg: string) => Object.keys(inputs.files).some((f) => f.includes(`/node_modules/${pkg}/`));
    expect(bundled('@mdx-js/mdx')).toBe(true);
    expect(bundled('micromark')).toBe(true);
  });

  it('hands the parsed syntax tree back to this thread, for postBuild work on the same source', async () => {
    clearSourceTrees();
    thread.configure(options);
    const body = '# Trees\n\nKept for later.\n';
    await thread.compile('k2', '/site/docs/trees.md', body, { soon: true });
    const tree = takeSourceTree('md', preprocessMarkdown(body));
    expect(tree?.children[0]).toMatchObject({ type: 'heading', depth: 1 });
  });

  it('reports a broken file with its file, line and column, as the same kind of error', async () => {
    thread.configure(options);
    const broken = '# Broken\n\nText <Unclosed\n';
    const failure = await thread.compile('k3', '/site/docs/broken.mdx', broken, { soon: true }).then(
      () => new Error('compiled'),
      (error: unknown) => error as Error,
    );
    expect(failure.name).toBe('MdxCompileError');
    expect(failure.message).toMatch(/^docs\/broken\.mdx:3:\d+: /);
    expect(failure).toMatchObject({ file: 'docs/broken.mdx', line: 3 });
  });

  it('asks this thread to draw diagrams, and puts the drawing in the output', async () => {
    const asked: string[] = [];
    thread.configure({ ...options, drawsDiagrams: true }, async (source) => {
      asked.push(source);
      return { light: '<svg id="drawn-light"></svg>', dark: '<svg id="drawn-dark"></svg>' };
    });
    const result = await thread.compile('k4', '/site/docs/diagram.md', '# D\n\n```mermaid\ngraph LR; A-->B\n```\n', { soon: true });
    expect(asked).toEqual(['graph LR; A-->B']);
    expect(result.code).toContain('drawn-light');
  });

  it('compiles what a bundler waits for before what was asked ahead of need', async () => {
    thread.configure(options);
    const order: string[] = [];
    const ask = (name: string, soon: boolean) => thread.compile(name, `/site/docs/${name}.md`, `# ${name}\n`, { soon }).then(() => order.push(name));
    // Two run at once; the others wait in line.
    const all = [ask('a', false), ask('b', false), ask('c', false), ask('d', false), ask('e', false)];
    thread.hurry('e');
    all.push(ask('f', true));
    await Promise.all(all);
    expect(order.indexOf('f')).toBeLessThan(order.indexOf('c'));
    expect(order.indexOf('e')).toBeLessThan(order.indexOf('c'));
  });
});

describe('a long queue of compiles', () => {
  it('starts a second thread, which shares the queue (on a machine of more than one core)', async () => {
    const thread = startMdxCompileThread();
    try {
      thread.configure(options);
      const count = SECOND_THREAD_ABOVE + 40;
      const outputs = await Promise.all(Array.from({ length: count }, (_, i) => thread.compile(`q${i}`, `/site/docs/q${i}.md`, `# Page ${i}\n`, { soon: false })));
      expect(outputs).toHaveLength(count);
      expect(outputs[count - 1]?.code).toContain(`Page ${count - 1}`);
      expect(thread.threads).toBe(os.availableParallelism() > 1 ? 2 : 1);
    } finally {
      await thread.close();
    }
  }, 60_000);
});

describe('a crashed MDX compile thread', () => {
  it('rejects what was asked of it and says it stopped, so that the service starts another', async () => {
    const thread = startMdxCompileThread();
    try {
      expect(thread.stopped).toBe(false);
      // Asked before being configured, the thread throws outside any compile: it crashes.
      await expect(thread.compile('k', '/site/docs/a.md', '# A\n', { soon: true })).rejects.toThrow(/before it was configured|stopped/);
      await expect.poll(() => thread.stopped).toBe(true);
      await expect(thread.compile('k2', '/site/docs/b.md', '# B\n', { soon: true })).rejects.toThrow();
    } finally {
      await thread.close();
    }
  });
});

describe('errors crossing threads', () => {
  it('keep their kind, message and place', () => {
    const bug = errorFromThread(errorForThread(new TypeError('x is not a function')));
    expect(bug).toBeInstanceOf(TypeError);
    expect(bug.message).toBe('x is not a function');
    const placed = errorFromThread({ name: 'FrontMatterError', message: 'docs/a.md:3: bad', file: 'docs/a.md', line: 3 });
    expect(placed).toMatchObject({ name: 'FrontMatterError', message: 'docs/a.md:3: bad', file: 'docs/a.md', line: 3 });
  });
});

describe('the queue of compiles waiting for the thread', () => {
  const request = (key: string) => ({ key, file: `/site/${key}.md`, source: '', resolve: () => undefined, reject: () => undefined });
  const takeAll = (queue: CompileQueue) => {
    const keys: string[] = [];
    for (let next = queue.take(); next; next = queue.take()) keys.push(next.key);
    return keys;
  };

  it('sends them in order, those wanted soon and those hurried first (the last first), each once', () => {
    const queue = new CompileQueue();
    for (const key of ['a', 'b', 'c', 'd']) queue.add(request(key), false);
    queue.add(request('soon'), true);
    queue.hurry('c');
    queue.hurry('missing');
    expect(queue.take()?.key).toBe('c');
    // Hurrying one already sent changes nothing.
    queue.hurry('c');
    expect(takeAll(queue)).toEqual(['soon', 'a', 'b', 'd']);
    queue.add(request('e'), false);
    expect(takeAll(queue)).toEqual(['e']);
  });

  it('keeps two compiles of one key, and gives back all that wait when the thread fails', () => {
    const queue = new CompileQueue();
    const first = request('a');
    const second = request('a');
    queue.add(first, false);
    queue.add(request('b'), false);
    queue.add(second, false);
    queue.hurry('a');
    expect(queue.take()).toBe(second);
    expect(queue.drain()).toEqual([first, request('b')].map((r) => expect.objectContaining({ key: r.key })));
    expect(queue.take()).toBeUndefined();
  });

  it('takes a long queue hurried one by one, each once', () => {
    const queue = new CompileQueue();
    const count = 50_000;
    for (let i = 0; i < count; i++) queue.add(request(`p${i}`), false);
    for (let i = count - 1; i >= 0; i -= 2) queue.hurry(`p${i}`);
    const keys = takeAll(queue);
    expect(keys).toHaveLength(count);
    expect(keys[0]).toBe(`p${1}`);
    expect(new Set(keys).size).toBe(count);
  });
});
