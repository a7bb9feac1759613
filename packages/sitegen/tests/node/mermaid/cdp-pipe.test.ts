import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { connectCdpPipe } from '../../../src/node/mermaid/cdp-pipe';

/** A client on two in-memory streams, and what it wrote to the "browser". */
function pipePair() {
  const toBrowser = new PassThrough();
  const fromBrowser = new PassThrough();
  const sent: Array<{ id: number; method: string; params: object; sessionId?: string }> = [];
  toBrowser.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\0').filter(Boolean)) sent.push(JSON.parse(text));
  });
  return { cdp: connectCdpPipe(toBrowser, fromBrowser), fromBrowser, sent };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the DevTools pipe client', () => {
  it('sends NUL-ended JSON commands, with the session when given, and matches replies to them by id', async () => {
    const { cdp, fromBrowser, sent } = pipePair();
    const targets = cdp.send('Target.getTargets');
    const evaluated = cdp.send('Runtime.evaluate', { expression: '1 + 1' }, 'session-1');
    await tick();
    expect(sent).toEqual([
      { id: 1, method: 'Target.getTargets', params: {} },
      { id: 2, method: 'Runtime.evaluate', params: { expression: '1 + 1' }, sessionId: 'session-1' },
    ]);
    // Replies out of order, an event between them, and one reply split across chunks (inside a multi-byte character).
    const second = Buffer.from(JSON.stringify({ id: 2, result: { result: { value: 'ünïcode' } } }));
    const cut = second.indexOf(Buffer.from('ü')) + 1;
    fromBrowser.write(Buffer.concat([second.subarray(0, cut)]));
    fromBrowser.write(Buffer.concat([second.subarray(cut), Buffer.from('\0'), Buffer.from(JSON.stringify({ method: 'Target.targetCreated', params: {} })), Buffer.from('\0'), Buffer.from(JSON.stringify({ id: 1, result: { targetInfos: [] } })), Buffer.from('\0')]));
    expect(await evaluated).toEqual({ result: { value: 'ünïcode' } });
    expect(await targets).toEqual({ targetInfos: [] });
  });

  it("rejects a command with the browser's error, naming the method", async () => {
    const { cdp, fromBrowser } = pipePair();
    const attached = cdp.send('Target.attachToTarget', { targetId: 'gone' });
    fromBrowser.write(`${JSON.stringify({ id: 1, error: { code: -32602, message: 'No target with given id found' } })}\0`);
    await expect(attached).rejects.toThrow('Target.attachToTarget: No target with given id found');
  });

  it('fails the waiting commands, and those sent after, when closed', async () => {
    const { cdp } = pipePair();
    const waiting = cdp.send('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
    cdp.close(new Error('Chromium stopped (exit code 1)'));
    await expect(waiting).rejects.toThrow('Chromium stopped (exit code 1)');
    await expect(cdp.send('Target.getTargets')).rejects.toThrow('Chromium stopped (exit code 1)');
  });
});
