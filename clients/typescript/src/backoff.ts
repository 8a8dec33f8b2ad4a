import { Code } from "./errors.js";

/**
 * Pauses between tries: capped exponential (BASE_MS doubling up to CAP_MS)
 * with jitter (each pause between half and all of it, so clients cut off
 * together do not come back together), for RETRY_FOR_MS of pauses in all:
 * longer than a replica's drain (on Kubernetes up to 30 s, its
 * terminationGracePeriodSeconds), so a rolling restart costs no call and no
 * stream. A stream resets it only after it delivered a message: response
 * headers prove nothing (a gateway's 502 has them). The Python client's
 * `Backoff` has the same numbers.
 */
export class Backoff {
  static BASE_MS = 50;
  static CAP_MS = 2000;
  static RETRY_FOR_MS = 60_000;
  /** Replaceable in tests: how a pause is spent. */
  static sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  private tries = 0;
  private waited = 0;

  reset(): void {
    this.tries = 0;
    this.waited = 0;
  }

  /** Wait before the next try; false (no wait) once RETRY_FOR_MS is spent. */
  async pause(): Promise<boolean> {
    if (this.waited >= Backoff.RETRY_FOR_MS) return false;
    const full = Math.min(Backoff.CAP_MS, Backoff.BASE_MS * 2 ** this.tries++);
    const ms = full / 2 + Math.random() * (full / 2);
    this.waited += ms;
    await Backoff.sleep(ms);
    return true;
  }
}

/** Worth sending again unchanged: the server could not answer (UNAVAILABLE) or a draining server cancelled
 * the call (CANCELLED). Only calls safe to repeat are retried: reads, and SubmitMove and CreateGame under
 * their request ids (a repeat answers what the first call did, and never moves or creates twice). */
export const TRANSIENT: number[] = [Code.UNAVAILABLE, Code.CANCELLED];
/** A stream (WatchGame, Play) may also end INTERNAL or UNKNOWN ("Stream removed") when a gateway resets it;
 * it is resumed from the last version seen. */
export const BROKEN: number[] = [...TRANSIENT, Code.INTERNAL, Code.UNKNOWN];
