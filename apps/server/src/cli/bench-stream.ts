import { parseConfig } from '../config.ts';
import { hashSecret, newSecretToken, newUid } from '../lib/random.ts';
import { openCliContext } from './cli-context.ts';
import { insertBenchPeople } from './bench-stream.repository.ts';

/**
 * Prepares `npm run bench -- stream`: `pairs` senders and as many recipients, each signed in (a live
 * access token) and with a public profile (so the sender may write). Prints one JSON line:
 * [{ sender, recipient, recipientUid }] with the two bearer tokens.
 */
async function main() {
  const pairs = Number(process.argv[2] ?? 1000);
  const cli = await openCliContext(parseConfig());
  try {
    const run = newUid()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const people = Array.from({ length: pairs * 2 }, (_, index) => {
      const token = newSecretToken();
      return { uid: newUid(), email: `bench.stream.${run}.${index}@seed.fairhub.test`, token, tokenHash: hashSecret(token) };
    });
    for (let start = 0; start < people.length; start += 500) await insertBenchPeople(cli.ctx.db, people.slice(start, start + 500));
    const result = Array.from({ length: pairs }, (_, index) => ({
      sender: people[index * 2]!.token,
      recipient: people[index * 2 + 1]!.token,
      recipientUid: people[index * 2 + 1]!.uid,
    }));
    console.log(JSON.stringify(result));
  } finally {
    await cli.close();
  }
}

await main();
