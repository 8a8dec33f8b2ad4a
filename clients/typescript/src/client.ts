import { anyPack, anyUnpack, type Any } from "@bufbuild/protobuf/wkt";
import type { DescMessage, Message, MessageShape } from "@bufbuild/protobuf";
import { GameStatus } from "./gen/arbiter/v1/arbiter_pb.js";
import type {
  AdjudicateRequest, AdjudicateResponse, EditionInfo, GameInfo, GameView, HistoryEntry, ListLegalMovesResponse,
  SubmitMoveResponse,
} from "./gen/arbiter/v1/arbiter_pb.js";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { AdjudicateRequestSchema } from "./gen/arbiter/v1/arbiter_pb.js";
import { registry } from "./gen/registry.js";
import { Backoff, BROKEN, TRANSIENT } from "./backoff.js";
import { ArbiterError, Code } from "./errors.js";
import { PlayStream, type PlayOptions } from "./play.js";
import type { Transport } from "./transport.js";
import { GameSeat, type GameModule } from "./typed.js";

export interface NewGame {
  game: string;
  players: number;
  variant?: string;
  options?: Record<string, string>;
  seed?: bigint;
  /** Edition id (GameInfo.editions); default: the game's built-in edition. */
  edition?: string;
  /** Idempotency key (default: a fresh UUID, kept across retries): a repeat answers the game the first call
   * made. As secret as the seat tokens that answer carries: as random as a UUID, and kept private. */
  requestId?: string;
}

export interface RulesQuery {
  game: string;
  /** Restrict to this variant (default: every variant). */
  variant?: string;
  /** Restrict to this player count (default 0: every count). */
  players?: number;
  /** Edition id (default: the game's default edition). */
  edition?: string;
}

export interface Rules {
  /** arbiter.<game>.v1.Rules: the board graph with coordinates, cards, printed values, setup counts. */
  rules: Message;
  edition: EditionInfo;
}

export interface SubmitOptions {
  /** Apply only at this version (default: the last version this seat saw). Pass `null` to skip the check. */
  expectedVersion?: bigint | null;
  /** Check the move without applying it. */
  validateOnly?: boolean;
  /** Idempotency key (default: a fresh UUID, kept across retries). */
  requestId?: string;
  /** How often to re-send after ABORTED (another move landed first) at the newer version; default 0:
   * ABORTED is thrown, since the move was chosen for a position that is gone. UNAVAILABLE and a draining
   * server's CANCELLED are always retried a few times with backoff, under the same request id. */
  retryConflicts?: number;
  /** Answer with this seat's legal moves after the move too (`next`): one call per move. */
  includeNext?: boolean;
}

/** The entry point: `new ArbiterClient(new RestTransport(url))` or `new ArbiterClient(new GrpcTransport("host:port"))`. */
export class ArbiterClient {
  constructor(readonly transport: Transport) {}

  async games(): Promise<GameInfo[]> {
    return (await this.transport.unary("listGames", {})).games;
  }

  /** Create a game; returns a handle for each seat (with its secret token) and a spectator. Transient
   * failures are retried under the same request id, so it makes one game. */
  async createGame(opts: NewGame): Promise<CreatedGame> {
    const request = { ...opts, options: opts.options ?? {}, requestId: opts.requestId ?? crypto.randomUUID() };
    const res = await retrying(() => this.transport.unary("createGame", request));
    return {
      gameId: res.gameId,
      version: res.version,
      view: res.view!,
      seats: res.seats.map((s) => new Seat(this.transport, res.gameId, s.token, s.seat)),
      spectator: new Seat(this.transport, res.gameId),
    };
  }

  /** A game's components (its Rules) for one edition, variant and player count; the same for every caller. */
  async getRules(query: RulesQuery): Promise<Rules> {
    const res = await this.transport.unary("getRules", {
      game: query.game, variant: query.variant ?? "", players: query.players ?? 0, edition: query.edition ?? "",
    });
    const rules = unpackAny(res.rules!);
    if (rules === undefined) throw new Error(`unknown Rules type ${res.rules?.typeUrl}`);
    return { rules, edition: res.edition! };
  }

  /** Act as one seat of an existing game (`token` from CreateGame), or watch as a spectator (no token). */
  seat(gameId: string, token?: string, seat?: number): Seat {
    return new Seat(this.transport, gameId, token, seat);
  }

  /** Stateless adjudication of a full state. */
  adjudicate(request: MessageInitShape<typeof AdjudicateRequestSchema>): Promise<AdjudicateResponse> {
    return this.transport.unary("adjudicate", request as AdjudicateRequest);
  }
}

/** One step of a watched game: the history entry and the watcher's view at that version or later. */
export interface Update {
  entry: HistoryEntry;
  view: GameView;
}

export interface CreatedGame {
  gameId: string;
  version: bigint;
  view: GameView;
  seats: Seat[];
  spectator: Seat;
}

/** One seat of one game (or a spectator), remembering the last version it saw. */
export class Seat {
  version: bigint | undefined;

  constructor(readonly transport: Transport, readonly gameId: string, readonly token?: string, readonly seat?: number) {}

  /** This seat speaking one game's own messages: `seat.as(nottingham)` takes and returns `nottingham.Move`s. */
  as<G extends GameModule>(game: G): GameSeat<G> {
    return new GameSeat(this, game);
  }

  async view(): Promise<GameView> {
    const view = (await retrying(() => this.transport.unary("getGame", { gameId: this.gameId }, this.token))).view!;
    this.version = view.version;
    return view;
  }

  /** One legal move, as the game's random self-play player would pick it; undefined when the seat has none. */
  async suggestedMove(): Promise<Any | undefined> {
    const res = await this.legalMoves();
    return res.suggested === undefined ? undefined : res.moves[res.suggested];
  }

  async legalMoves(): Promise<ListLegalMovesResponse> {
    const res = await retrying(() => this.transport.unary("listLegalMoves", { gameId: this.gameId }, this.token));
    this.version = res.version;
    return res;
  }

  /**
   * Submit a move (an Any from legalMoves(), or a game Move message), applied
   * only at the last version this seat saw: ABORTED is thrown unless
   * `retryConflicts` asks for a re-send at the newer version. Transient
   * failures are retried under the same request id, so it never applies twice.
   */
  async submit(move: Any | Message, opts: SubmitOptions = {}): Promise<SubmitMoveResponse> {
    const packed = isAny(move) ? move : anyPack(registry.getMessage(move.$typeName) as DescMessage, move);
    const requestId = opts.requestId ?? crypto.randomUUID();
    let expected = opts.expectedVersion === undefined ? this.version : opts.expectedVersion ?? undefined;
    let conflicts = 0;
    const backoff = new Backoff();
    for (;;) {
      try {
        const res = await this.transport.unary("submitMove", {
          gameId: this.gameId, move: packed, expectedVersion: expected, requestId, validateOnly: opts.validateOnly ?? false,
          includeNext: opts.includeNext ?? false,
        }, this.token);
        this.version = res.version;
        return res;
      } catch (err) {
        if (!(err instanceof ArbiterError)) throw err;
        if (err.code === Code.ABORTED && err.currentVersion !== undefined && conflicts++ < (opts.retryConflicts ?? 0)) {
          expected = err.currentVersion;
          this.version = expected;
        } else if (TRANSIENT.includes(err.code) && (await backoff.pause())) {
          // The same request again (same id): if the first one did land, its answer comes back.
        } else {
          throw err;
        }
      }
    }
  }

  /**
   * This seat's game on one Play stream (gRPC transports only): moves in, every
   * update of its view out, resumed after a break. See PlayStream.
   */
  play(opts: PlayOptions = {}): PlayStream {
    return new PlayStream(this.transport, this.gameId, this.token, opts);
  }

  /**
   * History entries from `fromVersion` on (0 = only new ones), as this seat
   * may see them; ends when the game does. A stream that breaks (a replica
   * going away behind a gateway) is resumed after the last entry seen.
   */
  async *watch(fromVersion = 0n, signal?: AbortSignal): AsyncIterable<HistoryEntry> {
    if (fromVersion === 0n) {
      // "Only new ones" pinned to the version after the current one: a stream resumed before its first
      // entry must not ask for "from now" again and skip what came in between. A finished game has nothing new.
      const view = await this.view();
      if (view.status !== GameStatus.ACTIVE) return;
      fromVersion = view.version + 1n;
    }
    const backoff = new Backoff();
    for (;;) {
      try {
        for await (const update of this.transport.stream("watchGame", { gameId: this.gameId, fromVersion }, this.token, signal)) {
          backoff.reset();
          if (!update.entry) continue;
          yield update.entry;
          fromVersion = update.entry.version + 1n;
          if (update.entry.status === GameStatus.FINISHED) return;
        }
        // Ended cleanly before the game did (max_connection_age, a drain): a reconnect, not a failure.
        if (signal?.aborted) return;
        backoff.reset();
        await backoff.pause();
        continue;
      } catch (err) {
        const broken = err instanceof ArbiterError && BROKEN.includes(err.code);
        if (signal?.aborted || !broken || !(await backoff.pause())) throw err;
      }
      if (signal?.aborted) return;
    }
  }

  /**
   * Each new version as this seat may see it: the entry and this seat's updated view (fetched only when
   * the entry is newer than the last view, so catching up costs one fetch). Resumes after a reconnect,
   * like watch(); ends when the game does.
   */
  async *updates(fromVersion = 0n, signal?: AbortSignal): AsyncIterable<Update> {
    let view: GameView | undefined;
    for await (const entry of this.watch(fromVersion, signal)) {
      if (!view || view.version < entry.version) view = await this.view();
      yield { entry, view };
    }
  }

  /** Every history entry from `fromVersion` on, as this seat may see them (paged). */
  async history(fromVersion = 1n): Promise<HistoryEntry[]> {
    const out: HistoryEntry[] = [];
    for (;;) {
      const page = await retrying(() =>
        this.transport.unary("getHistory", { gameId: this.gameId, fromVersion, pageSize: 1000 }, this.token));
      out.push(...page.entries);
      const last = page.entries.at(-1);
      if (!last || last.version >= page.version) return out;
      fromVersion = last.version + 1n;
    }
  }
}

/** A call safe to repeat, sent again with backoff while the server is UNAVAILABLE or cancels it. */
async function retrying<T>(call: () => Promise<T>): Promise<T> {
  const backoff = new Backoff();
  for (;;) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ArbiterError) || !TRANSIENT.includes(err.code) || !(await backoff.pause())) throw err;
    }
  }
}

function isAny(m: Any | Message): m is Any {
  return m.$typeName === "google.protobuf.Any";
}

/** The game message inside an Any (a view's state, a move, an event), typed by its schema. */
export function unpack<Desc extends DescMessage>(any: Any | undefined, schema: Desc): MessageShape<Desc> | undefined {
  return any ? anyUnpack(any, schema) : undefined;
}

/** The game message inside an Any, whatever its type (looked up in the registry). */
export function unpackAny(any: Any): Message | undefined {
  return anyUnpack(any, registry);
}
