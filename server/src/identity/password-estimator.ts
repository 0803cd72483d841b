import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPasswords from '@zxcvbn-ts/language-common';
import * as italian from '@zxcvbn-ts/language-it';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MAX_PASSWORD_LENGTH } from './auth';

/**
 * zxcvbn-ts's estimate of a new password, in a thread of its own. Matching a password against
 * the dictionaries is synchronous and costly (20-60 ms for 32 characters on a quiet core, several
 * times that on a loaded one): on the event loop, twenty registrations at once held every other
 * request for seconds (issue 32 #11). One thread is enough: the routes that judge a password are
 * rate-limited, and a queue of estimates waits there, not on the event loop.
 */

/** What the password policy reads of zxcvbn's answer. */
export interface PasswordEstimate {
  score: number;
  sequence: { pattern: string; dictionaryName?: string }[];
}

interface EstimateRequest {
  id: number;
  password: string;
  userInputs: string[];
}

type EstimateReply = { id: number; estimate: PasswordEstimate } | { id: number; error: string };

const resolvePackage = createRequire(import.meta.url).resolve;

/**
 * The thread's code: plain JavaScript loading the same packages by their resolved paths, so it
 * runs alike from the TypeScript sources (tests, development) and from the server's bundle.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const italian = require(workerData.italian);
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...italian.dictionary },
  graphs: common.adjacencyGraphs,
  maxLength: workerData.maxLength,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const result = estimator.check(password, userInputs);
    const sequence = result.sequence.map((match) => ({
      pattern: match.pattern,
      dictionaryName: match.dictionaryName,
    }));
    parentPort.postMessage({ id, estimate: { score: result.score, sequence } });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

class EstimatorThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (estimate: PasswordEstimate) => void; reject: (error: Error) => void }
  >();

  estimate(password: string, userInputs: string[]): Promise<PasswordEstimate> {
    const worker = this.worker ?? this.start();
    const request: EstimateRequest = { id: (this.nextId += 1), password, userInputs };
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      worker.ref(); // an estimate under way keeps the process alive; an idle thread does not
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        core: resolvePackage('@zxcvbn-ts/core'),
        common: resolvePackage('@zxcvbn-ts/language-common'),
        italian: resolvePackage('@zxcvbn-ts/language-it'),
        maxLength: MAX_PASSWORD_LENGTH,
      },
    });
    worker.unref();
    worker.on('message', (reply: EstimateReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if (!waiter) return;
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.estimate);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined; // the next estimate starts a new one
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the password estimator stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new EstimatorThread();

let inProcess: ZxcvbnFactory | undefined;

/** The same estimate on the event loop: only when the thread cannot answer. */
function estimateInProcess(password: string, userInputs: string[]): PasswordEstimate {
  inProcess ??= new ZxcvbnFactory({
    dictionary: { ...commonPasswords.dictionary, ...italian.dictionary },
    graphs: commonPasswords.adjacencyGraphs,
    maxLength: MAX_PASSWORD_LENGTH,
  });
  const result = inProcess.check(password, userInputs);
  return {
    score: result.score,
    sequence: result.sequence.map((match) => ({
      pattern: match.pattern,
      dictionaryName: 'dictionaryName' in match ? match.dictionaryName : undefined,
    })),
  };
}

/** zxcvbn's estimate, off the event loop; on it only if the thread fails (never a 500 for that). */
export async function estimatePassword(
  password: string,
  userInputs: string[],
): Promise<PasswordEstimate> {
  try {
    return await thread.estimate(password, userInputs);
  } catch {
    return estimateInProcess(password, userInputs);
  }
}
