import { Worker } from 'node:worker_threads';

/** zxcvbn's scale: 0–2 fall to an online or fast offline guesser; 3 needs about 10^8 guesses or more. */
export const MIN_PASSWORD_SCORE = 3;
/** Checks waiting beyond this are refused rather than queued without end. */
const MAX_WAITING = 200;
const CHECK_TIMEOUT_MS = 10_000;

export interface PasswordVerdict {
  score: number;
  /** zxcvbn's reason for a low score (e.g. `commonNames`, `similarToCommon`), when it has one. */
  warning: string | null;
}

/** The scorer could not take or finish a check in time (too many at once): a reason to try again shortly, not a fault. */
export class PasswordScorerBusy extends Error {}

interface Pending {
  resolve(verdict: PasswordVerdict): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const [id, entry] of pending) {
    clearTimeout(entry.timer);
    entry.reject(error);
    pending.delete(id);
  }
}

/** The one worker thread of this process, started on the first check; it never keeps the process alive. */
function scorer() {
  if (worker) return worker;
  const started = new Worker(new URL('./password-strength.worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (message: { id: number; score?: number; warning?: string | null; error?: string }) => {
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    clearTimeout(entry.timer);
    if (message.error !== undefined || message.score === undefined) entry.reject(new Error(`password scoring failed: ${message.error}`));
    else entry.resolve({ score: message.score, warning: message.warning ?? null });
  });
  const discard = (error: Error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  };
  started.on('error', discard);
  started.on('exit', (code) => discard(new Error(`password scoring worker stopped (exit ${code})`)));
  worker = started;
  return started;
}

/** Ends the worker thread and what waits on it; the next check starts a new one (tests: a flooded queue is not handed on). */
export async function stopPasswordScorer() {
  const running = worker;
  worker = undefined;
  failAll(new PasswordScorerBusy('password scoring stopped'));
  await running?.terminate();
}

/**
 * Scores a password against breached-password lists, common words and names (English and Polish),
 * keyboard patterns, dates and the person's own details in `userInputs`.
 */
export function scorePassword(password: string, userInputs: string[] = []): Promise<PasswordVerdict> {
  if (pending.size >= MAX_WAITING) return Promise.reject(new PasswordScorerBusy('password scoring queue is full'));
  const id = ++nextId;
  return new Promise<PasswordVerdict>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new PasswordScorerBusy('password scoring timed out'));
    }, CHECK_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    scorer().postMessage({ id, password, userInputs });
  });
}
