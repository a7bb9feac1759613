import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMermaidRenderer, diagramBrowserPath, diagramSourcesIn, type MermaidRenderer } from '../../../src/node/mermaid/renderer';
import { diagramSources } from '../../../src/node/mermaid/diagram-sources';
import { openFileFacts } from '../../../src/node/utils/file-facts';

describe('finding diagrams before the site loads', () => {
  it('reads the Mermaid fences of Markdown files below the folders, as the code block values', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-sources-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs/deep'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'docs/deep/a.mdx'), '# A\n\n```mermaid\ngraph LR\n  A --> B\n```\n\n~~~mermaid title="x"\nflowchart TD; C\n~~~\n');
      fs.writeFileSync(path.join(dir, 'docs/b.md'), '```js\nmermaid\n```\n');
      fs.writeFileSync(path.join(dir, 'docs/c.txt'), '```mermaid\ngraph LR; not markdown\n```\n');
      expect(diagramSourcesIn([path.join(dir, 'docs'), path.join(dir, 'missing')], openFileFacts(path.join(dir, 'facts.json')))).toEqual(['graph LR\n  A --> B', 'flowchart TD; C']);
      expect(diagramSources('```mermaid\nsequenceDiagram\n```')).toEqual(['sequenceDiagram']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A renderer with a cache folder of its own, closed and its folder removed after `use`. */
async function withRenderer(use: (renderer: MermaidRenderer, cacheDir: string) => Promise<void>, warn: (message: string) => void = () => undefined): Promise<void> {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-cache-'));
  const renderer = createMermaidRenderer({ cacheDir, warn });
  try {
    await use(renderer, cacheDir);
  } finally {
    await renderer.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}

/** Runs `use` with CHROMIUM_PATH set to `executable`, and sets it back after. */
async function withChromiumPath(executable: string, use: () => Promise<void>): Promise<void> {
  const saved = process.env.CHROMIUM_PATH;
  process.env.CHROMIUM_PATH = executable;
  try {
    await use();
  } finally {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  }
}

describe('the browser that draws diagrams', () => {
  it('is CHROMIUM_PATH when set, else the first one installed (the headless shell before Chromium)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-browser-'));
    const shell = path.join(dir, 'chromium-headless-shell');
    const chromium = path.join(dir, 'chromium');
    try {
      const saved = process.env.CHROMIUM_PATH;
      delete process.env.CHROMIUM_PATH;
      try {
        // Neither installed: the last is named (in the warning that the browser draws them).
        expect(diagramBrowserPath([shell, chromium])).toBe(chromium);
        fs.writeFileSync(chromium, '');
        expect(diagramBrowserPath([shell, chromium])).toBe(chromium);
        fs.writeFileSync(shell, '');
        expect(diagramBrowserPath([shell, chromium])).toBe(shell);
      } finally {
        if (saved !== undefined) process.env.CHROMIUM_PATH = saved;
      }
      await withChromiumPath('/opt/other/chromium', async () => expect(diagramBrowserPath([shell, chromium])).toBe('/opt/other/chromium'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Mermaid diagrams drawn at build time', () => {
  it('draws a diagram for each colour mode, with ids of its own, and keeps the drawings by source', async () => {
    const warnings: string[] = [];
    await withRenderer(async (renderer, cacheDir) => {
      const svgs = await renderer.render('graph LR; Tap --> Hold');
      expect(svgs?.light).toMatch(/^<svg id="mermaid-[0-9a-f]{10}-light"/);
      expect(svgs?.dark).toMatch(/^<svg id="mermaid-[0-9a-f]{10}-dark"/);
      expect(svgs?.light).toContain('Hold');
      expect(svgs?.light).not.toBe(svgs?.dark);
      // The next build takes the drawing from the cache: mark it to tell.
      const [entry = ''] = fs.readdirSync(cacheDir);
      fs.writeFileSync(path.join(cacheDir, entry), JSON.stringify({ light: '<svg>kept</svg>', dark: '<svg>kept</svg>' }));
      expect((await createMermaidRenderer({ cacheDir, warn: () => undefined }).render('graph LR; Tap --> Hold'))?.light).toBe('<svg>kept</svg>');
      expect(warnings).toEqual([]);
    }, (m) => warnings.push(m));
  }, 60_000);

  it("draws with themeConfig.mermaid's theme of each mode and its options, kept apart from other settings' drawings", async () => {
    await withRenderer(async (renderer) => {
      const source = 'graph LR; Dusk --> Night';
      const plain = await renderer.render(source);
      renderer.setThemeConfig({ theme: { light: 'forest', dark: 'dark' }, options: { themeVariables: { lineColor: '#ff0000' } } });
      const forest = await renderer.render(source);
      expect(forest?.light).not.toBe(plain?.light);
      // Mermaid's forest theme fills nodes #cde498; the site's line colour goes to both modes.
      expect(forest?.light).toContain('#cde498');
      expect(forest?.light).toContain('#ff0000');
      expect(forest?.dark).toContain('#ff0000');
      expect(plain?.light).not.toContain('#cde498');
    });
  }, 60_000);

  it('draws the diagrams it is prepared with in the background, each once', async () => {
    await withRenderer(async (renderer, cacheDir) => {
      const source = 'graph TD; Press --> Release';
      renderer.prepare([source]);
      // The compile that asks now gets the drawing under way, not a second one.
      const first = renderer.render(source);
      expect(renderer.render(source)).toBe(first);
      expect((await first)?.light).toContain('Release');
      expect(renderer.has(source)).toBe(true);
      expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    });
  }, 60_000);

  it("fails a diagram Mermaid cannot parse with Mermaid's message, and goes on drawing the others", async () => {
    await withRenderer(async (renderer, cacheDir) => {
      const broken = renderer.render('graph LR; Tap -->');
      const fine = renderer.render('graph LR; Tap --> Hold');
      await expect(broken).rejects.toThrow(/^Mermaid could not draw this diagram: Parse error on line \d+:/);
      expect((await fine)?.light).toContain('Hold');
      expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    });
  }, 60_000);

  it('fails the drawings at once, with what the browser said, when Chromium stops before drawing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-chromium-'));
    const fake = path.join(dir, 'chromium');
    fs.writeFileSync(fake, '#!/bin/sh\necho "error while loading shared libraries: libnss3.so" >&2\nexit 127\n', { mode: 0o755 });
    try {
      await withChromiumPath(fake, () =>
        withRenderer(async (renderer) => {
          const started = Date.now();
          await expect(renderer.render('graph LR; A --> B')).rejects.toThrow(/^Chromium at .*chromium stopped before drawing the Mermaid diagrams \(exit code 127\):\nerror while loading shared libraries: libnss3\.so/);
          await renderer.close();
          expect(Date.now() - started).toBeLessThan(10_000);
        }),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets the process that drew exit after closing the renderer, with nothing else keeping it alive', () => {
    // In a process of its own: here the test runner would keep the process alive anyway.
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-cache-'));
    const script = [
      `import { createMermaidRenderer } from ${JSON.stringify(path.join(import.meta.dirname, '../../../src/node/mermaid/renderer.ts'))};`,
      `const renderer = createMermaidRenderer({ cacheDir: ${JSON.stringify(cacheDir)}, warn: console.error });`,
      "const svgs = await renderer.render('graph LR; Tap --> Hold');",
      "console.log(svgs.light.includes('Hold'));",
      'await renderer.close();',
      "console.log('closed');",
    ].join('\n');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stdout).toBe('true\nclosed\n');
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leaves the diagrams to the browser, with one warning, when there is no Chromium', async () => {
    const warnings: string[] = [];
    await withChromiumPath('/nonexistent/chromium', () =>
      withRenderer(async (renderer) => {
        expect(await renderer.render('graph LR; A --> B')).toBeUndefined();
        expect(await renderer.render('graph LR; B --> C')).toBeUndefined();
        expect(warnings).toEqual(['Mermaid diagrams are drawn in the browser: no Chromium at /nonexistent/chromium to draw them at build time (set CHROMIUM_PATH)']);
      }, (m) => warnings.push(m)),
    );
  });
});
