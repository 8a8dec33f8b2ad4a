import type { DescMethod, DescService, MessageInitShape, MessageShape } from "@bufbuild/protobuf";
import { Arbiter } from "./gen/arbiter/v1/arbiter_pb.js";

/** The Arbiter service descriptor: the one source of every method. */
export const ArbiterService: DescService = Arbiter;
type Methods = typeof Arbiter.method;
export type MethodName = keyof Methods;
export type RequestOf<M extends MethodName> = MessageInitShape<Methods[M]["input"]>;
export type ResponseOf<M extends MethodName> = MessageShape<Methods[M]["output"]>;

/**
 * How calls reach the server: gRPC over HTTP/2 (Node) or REST/JSON (browsers).
 * `token` is the seat's bearer token; absent = spectator.
 */
export interface Transport {
  unary<M extends MethodName>(method: M, request: RequestOf<M>, token?: string, signal?: AbortSignal): Promise<ResponseOf<M>>;
  stream<M extends MethodName>(method: M, request: RequestOf<M>, token?: string, signal?: AbortSignal): AsyncIterable<ResponseOf<M>>;
  /** A bidirectional stream (Play): only over HTTP/2; REST transports have none. */
  bidi?<M extends MethodName>(method: M, requests: AsyncIterable<RequestOf<M>>, token?: string, signal?: AbortSignal): AsyncIterable<ResponseOf<M>>;
}

export function method(name: MethodName): DescMethod {
  return Arbiter.method[name] as DescMethod;
}
