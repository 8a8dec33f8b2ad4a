import { GrpcTransport, RestTransport, type Transport } from "@arbiter/client/node";

/** Both ways in, against the server the Python test harness started. */
export const transports: Record<string, () => Transport> = {
  grpc: () => new GrpcTransport(process.env.ARBITER_GRPC ?? "127.0.0.1:50051"),
  rest: () => new RestTransport(process.env.ARBITER_HTTP ?? "http://127.0.0.1:8080"),
};
