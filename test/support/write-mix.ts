import type { call } from './test-app.js';

/** A request's answer, as `call` gives it. */
export type Answer = Awaited<ReturnType<typeof call>>;

/** What an operation answers when the mix drew nothing it can do (a merge of a contact with itself). */
export const NOTHING = { status: 0, text: '' } as Answer;

/** A seeded linear congruential generator: `rand(n)` is in [0, n), the same sequence for a seed. */
export function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n;
  };
}

/**
 * Runs `rounds` rounds of `width` operations drawn from `ops` at once; answers each 5xx with
 * the operation, its answer and its round's draw.
 */
export async function mix(
  ops: Record<string, () => Promise<Answer>>,
  rand: (n: number) => number,
  rounds: number,
  width: number,
): Promise<string[]> {
  const names = Object.keys(ops);
  const bad: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const batch = Array.from({ length: width }, () => names[rand(names.length)]);
    const results = await Promise.all(batch.map((n) => ops[n]()));
    results.forEach((r, i) => {
      if (r.status >= 500) {
        bad.push(
          `${batch[i]} ${r.status} ${r.text.slice(0, 160)} [round ${round}: ${batch.join(',')}]`,
        );
      }
    });
  }
  return bad;
}

/**
 * Answers `answer`, and when it is `ended` (contact `id` is gone: merged away, erased, deleted for
 * good) puts a new contact from `fresh` in its place in `ids`, so a mix's pool stays full.
 */
export async function replacingEnded(
  ids: string[],
  id: string,
  answer: Promise<Answer>,
  fresh: () => Promise<string>,
  ended = 200,
): Promise<Answer> {
  const res = await answer;
  if (res.status === ended) ids[ids.indexOf(id)] = await fresh();
  return res;
}
