import { create, fromJson, toJson, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import { getOption } from "@bufbuild/protobuf";
import { http } from "./gen/google/api/annotations_pb.js";
import { registry } from "./gen/registry.js";
import { ArbiterError, Code } from "./errors.js";
import { method, type MethodName, type RequestOf, type ResponseOf, type Transport } from "./transport.js";

/**
 * REST/JSON transport (fetch): routes come from the google.api.http
 * annotations in the protos, exactly as the server builds them; WatchGame is
 * read as server-sent events from a streamed fetch (so it can carry the
 * Authorization header, which EventSource cannot).
 */
export class RestTransport implements Transport {
  constructor(private readonly baseUrl: string, private readonly fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {}

  private request(name: MethodName, request: object, token?: string, signal?: AbortSignal): { url: string; init: RequestInit; output: DescMessage } {
    const m = method(name);
    const rule = getOption(m, http);
    const pattern = rule.pattern;
    if (pattern.case === undefined || pattern.case === "custom") throw new Error(`${name} has no HTTP route`);
    const msg = create(m.input, request as never);
    const json = toJson(m.input, msg, { registry }) as Record<string, JsonValue>;
    const used = new Set<string>();
    const path = (pattern.value as string).replace(/\{(\w+)\}/g, (_, field: string) => {
      const f = m.input.fields.find((x) => x.name === field)!;
      used.add(f.jsonName);
      return encodeURIComponent(String((msg as Record<string, unknown>)[f.localName]));
    });
    const headers: Record<string, string> = { accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    let url = this.baseUrl.replace(/\/$/, "") + path;
    const init: RequestInit = { method: pattern.case.toUpperCase(), headers, signal };
    if (rule.body === "*") {
      headers["content-type"] = "application/json";
      init.body = JSON.stringify(json);
    } else {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(json)) if (!used.has(k) && typeof v !== "object") query.set(k, String(v));
      if ([...query].length) url += `?${query}`;
    }
    return { url, init, output: m.output };
  }

  async unary<M extends MethodName>(name: M, request: RequestOf<M>, token?: string, signal?: AbortSignal): Promise<ResponseOf<M>> {
    const { url, init, output } = this.request(name, request, token, signal);
    const res = await unreachable(() => this.fetchImpl(url, init), signal);
    const body = await unreachable(() => res.json(), signal).catch((err) => {
      if (res.ok) throw err;
      return undefined; // an error page from a proxy, not a google.rpc.Status
    });
    if (!res.ok) throw body === undefined ? fromHttpStatus(res.status, res.statusText) : ArbiterError.fromStatusJson(body, res.status);
    return fromJson(output, body, { registry, ignoreUnknownFields: true }) as ResponseOf<M>;
  }

  async *stream<M extends MethodName>(name: M, request: RequestOf<M>, token?: string, signal?: AbortSignal): AsyncIterable<ResponseOf<M>> {
    const { url, init, output } = this.request(name, request, token, signal);
    (init.headers as Record<string, string>).accept = "text/event-stream";
    const res = await unreachable(() => this.fetchImpl(url, init), signal);
    if (!res.ok) {
      const body = await res.json().catch(() => undefined);
      throw body === undefined ? fromHttpStatus(res.status, res.statusText) : ArbiterError.fromStatusJson(body, res.status);
    }
    if (!res.body) throw new ArbiterError(Code.UNKNOWN, "no response body");
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await unreachable(() => reader.read(), signal);
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of frame.split("\n")) {
            if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data.push(line.slice(6));
          }
          if (!data.length) continue; // keepalive comment
          const json = JSON.parse(data.join("\n"));
          if (event === "error") throw ArbiterError.fromStatusJson(json, 200);
          yield fromJson(output, json, { registry, ignoreUnknownFields: true }) as ResponseOf<M>;
        }
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
}

/**
 * A connection that broke before an answer (a gateway reloading closes idle
 * keep-alive connections; a replica going away cuts a stream) is UNAVAILABLE,
 * as gRPC calls it: the client then re-sends what is safe to re-send (reads,
 * a move under its request id) or resumes its watch. An abort of our own stays an abort.
 */
async function unreachable<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (signal?.aborted || err instanceof ArbiterError || !(err instanceof TypeError)) throw err;
    throw new ArbiterError(Code.UNAVAILABLE, `connection lost: ${err.message}`);
  }
}

/** An HTTP error without a google.rpc.Status body (nginx's own 502 page): the code from the HTTP status. */
function fromHttpStatus(status: number, text: string): ArbiterError {
  const code = [502, 503, 504].includes(status) ? Code.UNAVAILABLE : status === 429 ? Code.RESOURCE_EXHAUSTED : Code.UNKNOWN;
  return new ArbiterError(code, `HTTP ${status} ${text}`);
}
