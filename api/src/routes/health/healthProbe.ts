/**
 * One probe of PostgreSQL and Redis shared by every caller of /api/health.
 * Load balancers and monitors ask often and at once; each asking its own
 * `select 1` would queue behind the requests of a busy moment (the pool's four
 * connections) and take as long as they do. Instead, callers share the probe
 * in flight, and an answer less than FRESH_MS old is given at once; one up to
 * MAX_AGE_MS old is given at once too while a new probe runs for the next
 * caller. Older than that (or none yet), the caller waits for a new probe.
 * So a health check costs one turn of the event loop: it says whether the
 * API answers, and what PostgreSQL and Redis answered less than a few
 * seconds ago.
 */

export type ProbeOutcome = "ok" | "down";

export interface HealthReading {
  db: ProbeOutcome;
  redis: ProbeOutcome;
}

/** An answer this recent is given as it is. */
export const FRESH_MS = 1_000;
/** An answer this recent is still given while a new probe runs; an older one is not given at all. */
export const MAX_AGE_MS = 5_000;

export interface HealthProbe {
  /** The latest reading, as described above. */
  read(): Promise<HealthReading>;
}

export function createHealthProbe(probe: () => Promise<HealthReading>, clock: () => number = Date.now): HealthProbe {
  let latest: { reading: HealthReading; at: number } | null = null;
  let inFlight: Promise<HealthReading> | null = null;

  function refresh(): Promise<HealthReading> {
    inFlight ??= probe()
      .then((reading) => {
        latest = { reading, at: clock() };
        return reading;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    read() {
      const age = latest === null ? Infinity : clock() - latest.at;
      if (latest !== null && age < MAX_AGE_MS) {
        // Failures are caught by the probe itself (its reading says "down"); nothing is left unhandled here.
        if (age >= FRESH_MS) void refresh();
        return Promise.resolve(latest.reading);
      }
      return refresh();
    },
  };
}
