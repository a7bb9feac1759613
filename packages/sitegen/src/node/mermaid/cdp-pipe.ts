/**
 * A small Chrome DevTools Protocol client over Chromium's debugging pipe. Started with
 * `--remote-debugging-pipe`, the browser reads commands from its file descriptor 3 and writes
 * replies and events to descriptor 4, each message a JSON text ended by a NUL byte.
 *
 * The Mermaid drawer sends three kinds of command. Playwright, for those, cost a build ~1.5 s of
 * CPU to load and run (its connection alone loads most of its server).
 */
import type { Readable, Writable } from 'node:stream';

export interface CdpPipe {
  /** Sends a command (to the browser, or to the target of `sessionId`) and resolves to its result. */
  send<T = unknown>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Fails the commands waiting for a reply, and those sent after, with `error`. */
  close(error: Error): void;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string; data?: string };
}

/** Something the pipe's streams can be: a socket keeps the process alive only when asked. */
interface MaybeRefable {
  ref?(): void;
  unref?(): void;
}

/**
 * A client on the browser's pipe: `toBrowser` is its descriptor 3, `fromBrowser` its descriptor 4.
 * It keeps the process alive only while a command waits for its reply. Its owner closes it when
 * the browser exits.
 */
export function connectCdpPipe(toBrowser: Writable, fromBrowser: Readable): CdpPipe {
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void; method: string }>();
  let nextId = 1;
  let closedWith: Error | undefined;
  const holdProcess = (hold: boolean) => void (hold ? (fromBrowser as MaybeRefable).ref?.() : (fromBrowser as MaybeRefable).unref?.());
  holdProcess(false);

  const close = (error: Error) => {
    closedWith ??= error;
    for (const { reject } of waiting.values()) reject(closedWith);
    waiting.clear();
    holdProcess(false);
  };

  const receive = (text: string) => {
    const reply = JSON.parse(text) as Reply;
    // Events (no id) are not asked for, so not listened to.
    const command = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!command) return;
    waiting.delete(reply.id!);
    if (waiting.size === 0) holdProcess(false);
    if (reply.error) command.reject(new Error(`${command.method}: ${reply.error.message}${reply.error.data ? ` (${reply.error.data})` : ''}`));
    else command.resolve(reply.result);
  };

  // A message may arrive in several chunks, and a chunk may hold several messages.
  let partial: Buffer[] = [];
  fromBrowser.on('data', (chunk: Buffer) => {
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0)) {
      receive(Buffer.concat([...partial, chunk.subarray(0, end)]).toString('utf8'));
      partial = [];
      chunk = chunk.subarray(end + 1);
    }
    if (chunk.length > 0) partial.push(chunk);
  });
  // When the browser exits, whoever started it closes the client, saying why; until then a
  // write to a browser on its way out fails quietly.
  toBrowser.on('error', () => undefined);
  fromBrowser.on('error', () => undefined);

  return {
    send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      if (closedWith) return Promise.reject(closedWith);
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (result: unknown) => void, reject, method });
        holdProcess(true);
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      });
    },
    close,
  };
}
