// Scores passwords with zxcvbn-ts against breached-password lists and common English and Polish
// words and names. It runs in a worker thread: a check takes milliseconds, but crafted input (long
// repeated patterns) can take hundreds, which must not stall the server's event loop.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as polish from '@zxcvbn-ts/language-pl';

/** Only the first characters are scored; longer passwords are judged by their start (zxcvbn's advice). */
const SCORED_LENGTH = 32;

// Wikipedia word lists double the start-up time and memory for little gain on real passwords.
const withoutWikipedia = (dictionary) => Object.fromEntries(Object.entries(dictionary).filter(([name]) => !name.startsWith('wikipedia')));

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...withoutWikipedia(english.dictionary), ...withoutWikipedia(polish.dictionary) },
  graphs: common.adjacencyGraphs,
  maxLength: SCORED_LENGTH,
});

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, score: result.score, warning: result.feedback.warning ?? null });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
