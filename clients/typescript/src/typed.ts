// Typed per-game helpers: a seat of a Nottingham game whose moves are
// `nottingham.Move` messages, its view's state a `nottingham.State`, its
// events `nottingham.Event`s; no Any in sight.
import type { DescMessage, MessageShape } from "@bufbuild/protobuf";
import { anyPack, anyUnpack, type Any } from "@bufbuild/protobuf/wkt";
import type { GameView, HistoryEntry } from "./gen/arbiter/v1/arbiter_pb.js";
import type { MoveTemplate, PendingDecision } from "./gen/arbiter/v1/engine_pb.js";
import type { Seat, SubmitOptions } from "./client.js";

/** A game's generated messages, e.g. `nottingham` from "@arbiter/client" (its StateSchema, MoveSchema, EventSchema). */
export interface GameModule {
  StateSchema: DescMessage;
  MoveSchema: DescMessage;
  EventSchema: DescMessage;
}
export type StateOf<G extends GameModule> = MessageShape<G["StateSchema"]>;
export type MoveOf<G extends GameModule> = MessageShape<G["MoveSchema"]>;
export type EventOf<G extends GameModule> = MessageShape<G["EventSchema"]>;

/** A GameView whose state is the game's own State. */
export type TypedView<G extends GameModule> = Omit<GameView, "state"> & { state: StateOf<G> };
/** A history entry with the game's own Move (when shown) and Events. */
export type TypedEntry<G extends GameModule> = Omit<HistoryEntry, "move" | "events"> & {
  move?: MoveOf<G>;
  events: EventOf<G>[];
};

export interface TypedLegalMoves<G extends GameModule> {
  version: bigint;
  moves: MoveOf<G>[];
  templates: MoveTemplate[];
  pending: PendingDecision[];
  /** The move the game's random self-play player would pick (ListLegalMovesResponse.suggested). */
  suggested?: MoveOf<G>;
}

export interface TypedSubmitted<G extends GameModule> {
  version: bigint;
  events: EventOf<G>[];
  view: TypedView<G>;
}

/** One step of a watched game: the entry and the watcher's view at that version or later. */
export interface TypedUpdate<G extends GameModule> {
  entry: TypedEntry<G>;
  view: TypedView<G>;
}

/** `seat.as(nottingham)`: the same seat, speaking the game's own messages. */
export class GameSeat<G extends GameModule> {
  constructor(readonly seat: Seat, readonly game: G) {}

  get version(): bigint | undefined {
    return this.seat.version;
  }

  async view(): Promise<TypedView<G>> {
    return this.typedView(await this.seat.view());
  }

  async legalMoves(): Promise<TypedLegalMoves<G>> {
    const res = await this.seat.legalMoves();
    const moves = res.moves.map((m) => this.unpack(m, this.game.MoveSchema) as MoveOf<G>);
    return {
      version: res.version, moves, templates: res.templates, pending: res.pending,
      suggested: res.suggested === undefined ? undefined : moves[res.suggested],
    };
  }

  /** As Seat.submit: applied only at the version this seat saw unless `opts` says otherwise. */
  async submit(move: MoveOf<G>, opts: SubmitOptions = {}): Promise<TypedSubmitted<G>> {
    const res = await this.seat.submit(anyPack(this.game.MoveSchema, move), opts);
    return {
      version: res.version,
      events: res.events.map((e) => this.unpack(e, this.game.EventSchema) as EventOf<G>),
      view: this.typedView(res.view!),
    };
  }

  /** As Seat.updates: each new version with its typed entry and this seat's typed view; resumes after a reconnect. */
  async *updates(fromVersion = 0n, signal?: AbortSignal): AsyncIterable<TypedUpdate<G>> {
    for await (const u of this.seat.updates(fromVersion, signal)) yield { entry: this.typedEntry(u.entry), view: this.typedView(u.view) };
  }

  async history(fromVersion = 1n): Promise<TypedEntry<G>[]> {
    return (await this.seat.history(fromVersion)).map((e) => this.typedEntry(e));
  }

  private typedView(view: GameView): TypedView<G> {
    return { ...view, state: this.unpack(view.state, this.game.StateSchema) as StateOf<G> };
  }

  private typedEntry(entry: HistoryEntry): TypedEntry<G> {
    return {
      ...entry,
      move: entry.move ? (this.unpack(entry.move, this.game.MoveSchema) as MoveOf<G>) : undefined,
      events: entry.events.map((e) => this.unpack(e, this.game.EventSchema) as EventOf<G>),
    };
  }

  private unpack(any: Any | undefined, schema: DescMessage): MessageShape<DescMessage> {
    const msg = any && anyUnpack(any, schema);
    if (!msg) throw new Error(`expected ${schema.typeName}, got ${any?.typeUrl ?? "nothing"}: a seat of another game?`);
    return msg;
  }
}
