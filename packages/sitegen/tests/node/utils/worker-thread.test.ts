import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startWorkerThread } from '../../../src/node/utils/worker-thread';

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

  it('bundles again for the same source in another checkout sharing the bundles’ folder (a linked node_modules)', async () => {
    const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-thread-'));
    const checkout = (name: string, tag: string) => {
      const source = path.join(bundleDir, name, 'tag-worker.ts');
      fs.mkdirSync(path.dirname(source));
      fs.writeFileSync(source, `import { answerMessages } from ${JSON.stringify(path.join(import.meta.dirname, '../../../src/node/utils/worker-thread'))};\nanswerMessages(() => ${JSON.stringify(tag)});\n`);
      return source;
    };
    const ask = async (source: string) => {
      const thread = startWorkerThread(source, bundleDir);
      const answer = await thread.request<string>({});
      await thread.close();
      return answer;
    };
    expect(await ask(checkout('one', 'first checkout'))).toBe('first checkout');
    expect(await ask(checkout('two', 'second checkout'))).toBe('second checkout');
    fs.rmSync(bundleDir, { recursive: true, force: true });
  });
});
