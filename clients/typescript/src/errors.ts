import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { BadRequestSchema, ErrorInfoSchema } from "./gen/google/rpc/error_details_pb.js";
import { StatusSchema, type Status } from "./gen/google/rpc/status_pb.js";
import { registry } from "./gen/registry.js";
import { anyUnpack } from "@bufbuild/protobuf/wkt";

/** gRPC status codes (google.rpc.Code). */
export const Code = {
  OK: 0, CANCELLED: 1, UNKNOWN: 2, INVALID_ARGUMENT: 3, DEADLINE_EXCEEDED: 4, NOT_FOUND: 5, ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7, RESOURCE_EXHAUSTED: 8, FAILED_PRECONDITION: 9, ABORTED: 10, OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12, INTERNAL: 13, UNAVAILABLE: 14, DATA_LOSS: 15, UNAUTHENTICATED: 16,
} as const;
const CODE_NAMES = Object.fromEntries(Object.entries(Code).map(([k, v]) => [v, k])) as Record<number, string>;

/**
 * A refusal from Arbiter, the same from either transport: the gRPC code, the
 * stable reason (NOT_YOUR_TURN, VERSION_CONFLICT, ...), the rulebook section
 * it enforces, and any malformed fields.
 */
export class ArbiterError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly reason: string = "",
    readonly metadata: Record<string, string> = {},
    readonly fieldViolations: { field: string; description: string }[] = [],
  ) {
    super(`${CODE_NAMES[code] ?? code}${reason ? ` ${reason}` : ""}: ${message}`);
    this.name = "ArbiterError";
  }
  get codeName(): string { return CODE_NAMES[this.code] ?? String(this.code); }
  /** The rulebook section a rule violation names. */
  get rule(): string | undefined { return this.metadata.rule; }
  /**
   * Whether this refusal is `name`: its reason, or the deprecated name it had
   * in a released API (metadata.deprecated_reason, e.g. WRONG_PHASE for
   * WRONG_MOVE_KIND). Switch on this rather than on `reason` to keep old names
   * working through their deprecation period (docs/api.md, "Stability").
   */
  isReason(name: string): boolean {
    return name !== "" && (this.reason === name || this.metadata.deprecated_reason === name);
  }
  /** With ABORTED: the game's current version. */
  get currentVersion(): bigint | undefined {
    return this.metadata.current_version === undefined ? undefined : BigInt(this.metadata.current_version);
  }

  /** From a google.rpc.Status JSON body (the REST face). */
  static fromStatusJson(json: JsonValue, httpStatus: number): ArbiterError {
    try {
      return ArbiterError.fromStatus(fromJson(StatusSchema, json, { registry, ignoreUnknownFields: true }));
    } catch {
      return new ArbiterError(Code.UNKNOWN, `HTTP ${httpStatus}: ${JSON.stringify(json)}`);
    }
  }

  /** From a google.rpc.Status message (a refused move on a Play stream). */
  static fromStatus(status: Status): ArbiterError {
    {
      let reason = "", metadata: Record<string, string> = {}, violations: { field: string; description: string }[] = [];
      for (const d of status.details) {
        const info = anyUnpack(d, ErrorInfoSchema);
        if (info) { reason = info.reason; metadata = { ...info.metadata }; }
        const bad = anyUnpack(d, BadRequestSchema);
        if (bad) violations = bad.fieldViolations.map((v) => ({ field: v.field, description: v.description }));
      }
      return new ArbiterError(status.code, status.message, reason, metadata, violations);
    }
  }
}
