/**
 * How hard a run of the suite searches. The property tests (event orders of
 * the payment provider) and the fuzzing keep their strength over time rather
 * than in every run: an ordinary run (`npm test`) uses a count sized for a
 * change and a new seed, logged so that a failure can be replayed, and
 * `npm run test:deep` (STORYLOOM_TEST_DEPTH=deep) runs the full counts.
 * Two hundred orders in each of many runs, each with its own seed, search
 * more orders over a week than one thousand with the same seed would.
 */
export const isDeepRun = process.env.STORYLOOM_TEST_DEPTH === "deep";

export interface SearchCounts {
  /** Runs in an ordinary run. */
  sized: number;
  /** Runs in `npm run test:deep`. */
  deep: number;
}

export interface PropertyParameters {
  numRuns: number;
  seed: number;
}

/** A count from an environment variable (a longer search by hand), when it is a positive integer. */
function countFrom(variable: string | undefined): number | null {
  if (!variable) return null;
  const count = Number(process.env[variable]);
  return Number.isInteger(count) && count > 0 ? count : null;
}

/**
 * fast-check's parameters for the property `name`: the run's count (or the
 * one `variable` asks for) and a seed, STORYLOOM_TEST_SEED when given
 * (replaying a failure), a new one otherwise. Both are logged.
 */
export function propertyParameters(name: string, counts: SearchCounts, variable?: string): PropertyParameters {
  const numRuns = searchCount(counts, variable);
  return { numRuns, seed: runSeed(name, numRuns) };
}

/** This run's seed for `name` (STORYLOOM_TEST_SEED when given, a new one otherwise), logged with its count. */
export function runSeed(name: string, count: number): number {
  const given = Number(process.env.STORYLOOM_TEST_SEED);
  const seed = Number.isInteger(given) && process.env.STORYLOOM_TEST_SEED ? given : (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
  console.log(`${name}: ${count} runs, seed ${seed} (STORYLOOM_TEST_SEED=${seed} replays it)`);
  return seed;
}

/** A count for work that is not a fast-check property (requests of the fuzzing spread over the routes). */
export function searchCount(counts: SearchCounts, variable?: string): number {
  return countFrom(variable) ?? (isDeepRun ? counts.deep : counts.sized);
}
