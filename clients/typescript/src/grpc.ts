import { ConnectError, createClient, type Client, type Transport as ConnectTransport } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { Arbiter } from "./gen/arbiter/v1/arbiter_pb.js";
import { BadRequestSchema, ErrorInfoSchema } from "./gen/google/rpc/error_details_pb.js";
import { ArbiterError, Code } from "./errors.js";
import { method, type MethodName, type RequestOf, type ResponseOf, type Transport } from "./transport.js";

/** gRPC over HTTP/2 from Node (Connect's gRPC transport). */
export class GrpcTransport implements Transport {
  private readonly client: Client<typeof Arbiter>;

  /** `target`: "host:port" or a base URL. */
  constructor(target: string | ConnectTransport) {
    const transport = typeof target === "string"
      ? createGrpcTransport({ baseUrl: target.includes("://") ? target : `http://${target}` })
      : target;
    this.client = createClient(Arbiter, transport);
  }

  private options(token?: string, signal?: AbortSignal) {
    return { headers: token ? { authorization: `Bearer ${token}` } : {}, signal };
  }

  async unary<M extends MethodName>(name: M, request: RequestOf<M>, token?: string, signal?: AbortSignal): Promise<ResponseOf<M>> {
    const call = this.client[method(name).localName as keyof Client<typeof Arbiter>] as unknown as
      (req: unknown, opts: unknown) => Promise<ResponseOf<M>>;
    try {
      return await call(request, this.options(token, signal));
    } catch (err) {
      throw toArbiterError(err);
    }
  }

  stream<M extends MethodName>(name: M, request: RequestOf<M>, token?: string, signal?: AbortSignal): AsyncIterable<ResponseOf<M>> {
    return this.streaming(name, request, token, signal);
  }

  bidi<M extends MethodName>(name: M, requests: AsyncIterable<RequestOf<M>>, token?: string, signal?: AbortSignal): AsyncIterable<ResponseOf<M>> {
    return this.streaming(name, requests, token, signal);
  }

  /** A server-streaming call (one request) or a bidirectional one (an iterable of requests). */
  private async *streaming<M extends MethodName>(name: M, input: unknown, token?: string, signal?: AbortSignal): AsyncIterable<ResponseOf<M>> {
    const call = this.client[method(name).localName as keyof Client<typeof Arbiter>] as unknown as
      (input: unknown, opts: unknown) => AsyncIterable<ResponseOf<M>>;
    try {
      yield* call(input, this.options(token, signal));
    } catch (err) {
      throw toArbiterError(err);
    }
  }
}

function toArbiterError(err: unknown): unknown {
  if (!(err instanceof ConnectError)) return err;
  const info = err.findDetails(ErrorInfoSchema)[0];
  const bad = err.findDetails(BadRequestSchema)[0];
  // HTTP/2 REFUSED_STREAM: the server (a gateway worker shutting down on a
  // reload, a draining replica) took no part of the call, so it is UNAVAILABLE
  // as gRPC defines it and safe to send again; Connect reports it as INTERNAL.
  const refused = err.code === Code.INTERNAL && err.rawMessage.includes("REFUSED_STREAM");
  return new ArbiterError(refused ? Code.UNAVAILABLE : err.code, err.rawMessage, info?.reason ?? "", { ...(info?.metadata ?? {}) },
    (bad?.fieldViolations ?? []).map((v) => ({ field: v.field, description: v.description })));
}
