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
    // The worker's bundle is gone with it.
    await expect.poll(() => fs.readdirSync(bundleDir)).toEqual([]);
    fs.rmSync(bundleDir, { recursive: true, force: true });
  });
});
