import type { MessageInitShape } from "@bufbuild/protobuf";
import type { Any } from "@bufbuild/protobuf/wkt";
import { GameStatus } from "./gen/arbiter/v1/arbiter_pb.js";
import type {
  GameView, HistoryEntry, ListLegalMovesResponse, PlayRequestSchema, PlayResponse, SubmitMoveRequestSchema,
} from "./gen/arbiter/v1/arbiter_pb.js";
import { Backoff, BROKEN } from "./backoff.js";
import { ArbiterError, Code } from "./errors.js";
import type { Transport } from "./transport.js";

type PlayRequestInit = MessageInitShape<typeof PlayRequestSchema>;
type MoveInit = MessageInitShape<typeof SubmitMoveRequestSchema>;

export interface PlayOptions {
  /** First version to receive (e.g. the last one seen + 1); default 0: from now, starting with the current view. */
  fromVersion?: bigint;
  /** Every update that leaves this seat a decision carries its legal moves (`next`); default true. */
  includeNext?: boolean;
  signal?: AbortSignal;
}

export interface PlayMoveOptions {
  /** Apply only at this version (default: the last version this stream saw); `null` skips the check. */
  expectedVersion?: bigint | null;
  validateOnly?: boolean;
  /** Idempotency key (default: a fresh UUID, kept when the move is sent again after a reconnect). */
  requestId?: string;
}

/** One update of a Play stream. */
export interface PlayUpdate {
  response: PlayResponse;
  /** A new version as this seat may see it (absent on answers whose entry was already sent, refusals, the first view). */
  entry?: HistoryEntry;
  /** The seat's view (absent while catching up several versions at once). */
  view?: GameView;
  /** The seat's legal moves at view.version, when it has a decision to make. */
  next?: ListLegalMovesResponse;
  /** On the answer to one of this stream's moves: its request id. */
  requestId: string;
  /** A refused move: the stream goes on. */
  error?: ArbiterError;
}


/** The requests of one open stream, pushed as the seat sends them. */
class Outbox implements AsyncIterable<PlayRequestInit> {
  private items: PlayRequestInit[] = [];
  private wake: (() => void) | undefined;
  private closed = false;

  push(item: PlayRequestInit): void {
    this.items.push(item);
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<PlayRequestInit> {
    for (;;) {
      while (this.items.length) yield this.items.shift()!;
      if (this.closed) return;
      await new Promise<void>((resolve) => { this.wake = resolve; });
      this.wake = undefined;
    }
  }
}

/**
 * A seat's game on one Play stream (gRPC only): iterate it for every update
 * (entry, view, legal moves when it is this seat's decision), `send` or
 * `submit` moves on it. Iteration ends after the game's last version. A
 * broken stream is reopened from the last version seen and moves not yet
 * answered are sent again under their request ids: none applies twice.
 * Read it from one place at a time (`submit` reads too).
 */
export class PlayStream implements AsyncIterable<PlayUpdate> {
  /** The newest version this stream has seen (what `send` expects by default). */
  version: bigint | undefined;
  finished = false;
  private fromVersion: bigint;
  private readonly includeNext: boolean;
  private readonly unanswered = new Map<string, MoveInit>();
  private readonly buffer: PlayUpdate[] = [];
  private outbox: Outbox | undefined;
  private responses: AsyncIterator<PlayResponse> | undefined;
  private readonly abort = new AbortController();
  /** Across reads: reset only by a message received. */
  private readonly backoff = new Backoff();

  constructor(private readonly transport: Transport, private readonly gameId: string, private readonly token?: string,
              opts: PlayOptions = {}) {
    if (!transport.bidi) throw new Error("Play needs gRPC over HTTP/2; over REST watch() the game and submit() moves");
    this.fromVersion = opts.fromVersion ?? 0n;
    this.includeNext = opts.includeNext ?? true;
    opts.signal?.addEventListener("abort", () => this.close());
  }

  private open(): AsyncIterator<PlayResponse> {
    if (!this.responses) {
      const outbox = this.outbox = new Outbox();
      outbox.push({ gameId: this.gameId, fromVersion: this.fromVersion, includeNext: this.includeNext });
      for (const move of this.unanswered.values()) outbox.push({ move });
      this.responses = this.transport.bidi!("play", outbox, this.token, this.abort.signal)[Symbol.asyncIterator]();
    }
    return this.responses;
  }

  /** Send a move (an Any from `next.moves`); returns its request id, which its answer carries. */
  send(move: Any, opts: PlayMoveOptions = {}): string {
    const requestId = opts.requestId ?? crypto.randomUUID();
    const expected = opts.expectedVersion === undefined ? this.version : opts.expectedVersion ?? undefined;
    const req: MoveInit = { move, requestId, expectedVersion: expected, validateOnly: opts.validateOnly ?? false };
    this.unanswered.set(requestId, req);
    this.open();
    this.outbox!.push({ move: req });
    return requestId;
  }

  /** `send`, then read until its answer (updates read meanwhile stay queued); throws its ArbiterError if refused. */
  async submit(move: Any, opts: PlayMoveOptions = {}): Promise<PlayUpdate> {
    const requestId = this.send(move, opts);
    while (await this.pull()) {
      const update = this.buffer[this.buffer.length - 1];
      if (update.requestId === requestId) {
        if (update.error) throw update.error;
        return update;
      }
    }
    throw new ArbiterError(Code.CANCELLED, "the game ended before the move was answered");
  }

  async *[Symbol.asyncIterator](): AsyncIterator<PlayUpdate> {
    for (;;) {
      while (this.buffer.length) yield this.buffer.shift()!;
      if (!(await this.pull())) return;
    }
  }

  /** Read one update into the buffer, reopening a broken stream; false once the game's last version was read. */
  private async pull(): Promise<boolean> {
    while (!this.finished && !this.abort.signal.aborted) {
      let failure: unknown;
      try {
        const { value, done } = await this.open().next();
        if (!done) {
          this.backoff.reset();
          this.received(value);
          return true;
        }
        // Ended cleanly before the game did (max_connection_age, a drain): a reconnect, not a failure.
        this.backoff.reset();
      } catch (err) {
        const broken = err instanceof ArbiterError && BROKEN.includes(err.code);
        if (this.abort.signal.aborted || !broken) throw err;
        failure = err;
      }
      this.outbox?.close();
      this.responses = undefined;
      if (!(await this.backoff.pause())) throw failure;
    }
    return false;
  }

  private received(res: PlayResponse): void {
    if (res.requestId) this.unanswered.delete(res.requestId);
    if (res.entry) this.fromVersion = res.entry.version + 1n;
    else if (res.view && !res.requestId) this.fromVersion = res.view.version + 1n;
    if (res.view) this.version = res.view.version;
    if (res.entry?.status === GameStatus.FINISHED) this.finished = true;
    this.buffer.push({
      response: res, entry: res.entry, view: res.view, next: res.next, requestId: res.requestId,
      error: res.error ? ArbiterError.fromStatus(res.error) : undefined,
    });
  }

  close(): void {
    this.outbox?.close();
    this.abort.abort();
  }
}
