// Browser-safe entry: the REST/JSON transport and the wrapper. For gRPC from
// Node import "@arbiter/client/node".
export {
  ArbiterClient, Seat, unpack, unpackAny, type CreatedGame, type NewGame, type Rules, type RulesQuery, type SubmitOptions,
  type Update,
} from "./client.js";
export {
  GameSeat, type EventOf, type GameModule, type MoveOf, type StateOf, type TypedEntry, type TypedLegalMoves,
  type TypedSubmitted, type TypedUpdate, type TypedView,
} from "./typed.js";
export { ArbiterError, Code } from "./errors.js";
export { Backoff } from "./backoff.js";
export { PlayStream, type PlayMoveOptions, type PlayOptions, type PlayUpdate } from "./play.js";
export { RestTransport } from "./rest.js";
export type { Transport } from "./transport.js";
export { registry } from "./gen/registry.js";
export * as api from "./gen/arbiter/v1/arbiter_pb.js";
export * as engine from "./gen/arbiter/v1/engine_pb.js";
export * from "./gen/registry.js";
