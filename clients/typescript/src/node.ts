// Node entry: everything in the browser entry plus gRPC over HTTP/2.
export * from "./index.js";
export { GrpcTransport } from "./grpc.js";
