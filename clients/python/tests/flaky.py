"""A gRPC proxy in front of the real server that breaks calls as a draining or
restarting server would: the client's retries and resumption are tested
against it. Raw bytes are forwarded; nothing is parsed."""
from __future__ import annotations

import threading
from concurrent import futures

import grpc


class Flaky:
    """`plan[rpc]` lists what happens to the successive calls of `rpc`
    ("SubmitMove", "WatchGame", ...); calls beyond the plan are forwarded:
    - "cancel" / "unavailable": refused with that code, never forwarded;
    - "apply-then-cancel": forwarded, then answered CANCELLED (the answer is lost: kept
      in `lost[rpc]`, serialized);
    - ("cut", n, code): a stream (WatchGame, Play) forwards n messages, then ends with `code`
      (grpc.StatusCode.OK: ends cleanly, as at max_connection_age)."""

    def __init__(self, target: str, plan: dict[str, list]):
        self.plan = {k: list(v) for k, v in plan.items()}
        self.calls: dict[str, int] = {}
        self.lost: dict[str, list[bytes]] = {}
        self.lock = threading.Lock()
        self.upstream = grpc.insecure_channel(target)
        self.server = grpc.server(futures.ThreadPoolExecutor(8))
        self.server.add_generic_rpc_handlers([_Handler(self)])
        self.port = self.server.add_insecure_port("127.0.0.1:0")
        self.target = f"127.0.0.1:{self.port}"

    def __enter__(self) -> "Flaky":
        self.server.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.stop(0)
        self.upstream.close()

    def next_action(self, rpc: str):
        with self.lock:
            self.calls[rpc] = self.calls.get(rpc, 0) + 1
            todo = self.plan.get(rpc)
            return todo.pop(0) if todo else None


class _Handler(grpc.GenericRpcHandler):
    def __init__(self, flaky: Flaky):
        self.flaky = flaky

    def service(self, details):
        method = details.method
        rpc = method.rsplit("/", 1)[-1]
        if rpc == "WatchGame":
            return grpc.unary_stream_rpc_method_handler(lambda req, ctx: self._stream(method, rpc, req, ctx))
        if rpc == "Play":
            return grpc.stream_stream_rpc_method_handler(lambda reqs, ctx: self._stream(method, rpc, reqs, ctx, True))
        return grpc.unary_unary_rpc_method_handler(lambda req, ctx: self._unary(method, rpc, req, ctx))

    def _metadata(self, ctx):
        return [(k, v) for k, v in ctx.invocation_metadata() if k == "authorization"]

    def _unary(self, method, rpc, req, ctx):
        action = self.flaky.next_action(rpc)
        if action in ("cancel", "unavailable"):
            ctx.abort(grpc.StatusCode.CANCELLED if action == "cancel" else grpc.StatusCode.UNAVAILABLE,
                      f"flaky proxy: {action}")
        call = self.flaky.upstream.unary_unary(method)
        try:
            res, state = call.with_call(req, metadata=self._metadata(ctx))
        except grpc.RpcError as err:
            ctx.set_trailing_metadata(err.trailing_metadata())
            ctx.abort(err.code(), err.details())
        if action == "apply-then-cancel":
            with self.flaky.lock:
                self.flaky.lost.setdefault(rpc, []).append(res)
            ctx.abort(grpc.StatusCode.CANCELLED, "flaky proxy: the server went away before answering")
        return res

    def _stream(self, method, rpc, req, ctx, bidi=False):
        action = self.flaky.next_action(rpc)
        if action in ("cancel", "unavailable"):
            ctx.abort(grpc.StatusCode.CANCELLED if action == "cancel" else grpc.StatusCode.UNAVAILABLE,
                      f"flaky proxy: {action}")
        upstream = self.flaky.upstream.stream_stream(method) if bidi else self.flaky.upstream.unary_stream(method)
        call = upstream(req, metadata=self._metadata(ctx))
        ctx.send_initial_metadata(())
        sent = 0
        try:
            for msg in call:
                if action is not None and sent == action[1]:
                    call.cancel()
                    if action[2] == grpc.StatusCode.OK:
                        return
                    ctx.abort(action[2], "flaky proxy: stream cut")
                yield msg
                sent += 1
        except grpc.RpcError as err:
            if err.code() != grpc.StatusCode.CANCELLED:
                ctx.set_trailing_metadata(err.trailing_metadata())
                ctx.abort(err.code(), err.details())
