/** A worker for worker-thread.test.ts: remembers what it is posted and answers requests. */
import os from 'node:os';
import { answerMessages, workerInput } from '../../../src/node/utils/worker-thread';

const seen: string[] = [];
answerMessages((message: { post?: string; ask?: string; fail?: string; about?: true }) => {
  if (message.post) return void seen.push(message.post);
  if (message.fail) throw new Error(message.fail);
  if (message.about) return { priority: os.getPriority(), input: workerInput() };
  return { answer: `${message.ask ?? ''} after ${seen.join(',')}` };
});
