import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBackgroundProcess, startWorkerThread } from '../../../src/node/utils/worker-thread';

describe('worker threads', () => {
  it('takes posts and requests in order, answers each request, and rejects on a thrown error', async () => {
    const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-thread-'));
    const thread = startWorkerThread(path.join(import.meta.dirname, 'echo-worker.ts'), bundleDir);
    // Sent before the worker is up: it waits for it.
    thread.post({ post: 'a' });
    thread.post({ post: 'b' });
    await expect(thread.request({ ask: 'first' })).resolves.toEqual({ answer: 'first after a,b' });
    await expect(thread.request({ fail: 'no such page' })).rejects.toThrow('no such page');
    await expect(thread.request({ ask: 'still there' })).resolves.toEqual({ answer: 'still there after a,b' });
    await thread.close();
    // The worker's bundle stays, with its inputs, for the next start.
    expect(fs.readdirSync(bundleDir).sort()).toEqual(['echo-worker.worker.mjs', 'echo-worker.worker.mjs.inputs.json']);
    fs.rmSync(bundleDir, { recursive: true, force: true });
  });

  it('starts from the kept bundle while its sources are unchanged, and bundles again after an edit', async () => {
    const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-thread-'));
    const source = path.join(bundleDir, 'src', 'tag-worker.ts');
    fs.mkdirSync(path.dirname(source));
    const write = (tag: string) => fs.writeFileSync(source, `import { answerMessages } from ${JSON.stringify(path.join(import.meta.dirname, '../../../src/node/utils/worker-thread'))};\nanswerMessages(() => ${JSON.stringify(tag)});\n`);
    const ask = async () => {
      const thread = startWorkerThread(source, bundleDir);
      const answer = await thread.request<string>({});
      await thread.close();
      return answer;
    };
    write('one');
    expect(await ask()).toBe('one');
    const bundle = path.join(bundleDir, 'tag-worker.worker.mjs');
    // Marked, to tell a kept bundle from a new one.
    fs.writeFileSync(bundle, fs.readFileSync(bundle, 'utf8').replace('"one"', '"kept"'));
    expect(await ask()).toBe('kept');
    write('two!');
    expect(await ask()).toBe('two!');
    fs.rmSync(bundleDir, { recursive: true, force: true });
  });
});

describe('background processes', () => {
  it('answer as worker threads do, with their worker data, at the lowest CPU priority', async () => {
    const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'background-process-'));
    const worker = startBackgroundProcess(path.join(import.meta.dirname, 'echo-worker.ts'), bundleDir, { cacheDir: '/somewhere' });
    try {
      worker.post({ post: 'a' });
      await expect(worker.request({ ask: 'first' })).resolves.toEqual({ answer: 'first after a' });
      await expect(worker.request({ fail: 'no such file' })).rejects.toThrow('no such file');
      await expect(worker.request({ about: true })).resolves.toEqual({ priority: os.constants.priority.PRIORITY_LOW, input: { cacheDir: '/somewhere' } });
    } finally {
      await worker.close();
      fs.rmSync(bundleDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('let the process that started one exit after closing it, with nothing else keeping it alive', () => {
    // In a process of its own: here the test runner would keep the process alive anyway.
    const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'background-process-'));
    const script = [
      `import { startBackgroundProcess } from ${JSON.stringify(path.join(import.meta.dirname, '../../../src/node/utils/worker-thread.ts'))};`,
      `const worker = startBackgroundProcess(${JSON.stringify(path.join(import.meta.dirname, 'echo-worker.ts'))}, ${JSON.stringify(bundleDir)});`,
      "console.log(JSON.stringify(await worker.request({ ask: 'q' })));",
      'await worker.close();',
      "console.log('closed');",
    ].join('\n');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe('{"answer":"q after "}\nclosed\n');
    } finally {
      fs.rmSync(bundleDir, { recursive: true, force: true });
    }
  }, 30_000);
});
