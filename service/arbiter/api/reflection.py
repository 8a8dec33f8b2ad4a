"""gRPC server reflection, both versions: `grpc.reflection.v1` (what current
tools ask first) and `grpc.reflection.v1alpha` (what older ones ask).

grpcio-reflection serves only v1alpha. v1 is the same protocol under a new
package name, its messages the same on the wire, so the one servicer answers
both; v1's own descriptor is v1alpha's renamed, so that v1 lists and
describes itself like any other service."""
from __future__ import annotations

import grpc
from google.protobuf import descriptor_pb2, descriptor_pool
from grpc_reflection.v1alpha import reflection, reflection_pb2, reflection_pb2_grpc

V1ALPHA = reflection.SERVICE_NAME  # grpc.reflection.v1alpha.ServerReflection
V1_PACKAGE = "grpc.reflection.v1"
V1 = f"{V1_PACKAGE}.ServerReflection"


def _add_v1_descriptor() -> None:
    pool = descriptor_pool.Default()
    try:
        pool.FindServiceByName(V1)
        return
    except KeyError:
        pass
    fdp = descriptor_pb2.FileDescriptorProto()
    reflection_pb2.DESCRIPTOR.CopyToProto(fdp)
    old = f".{fdp.package}."
    fdp.name, fdp.package = "grpc/reflection/v1/reflection.proto", V1_PACKAGE
    fdp.ClearField("options")
    for msg in fdp.message_type:
        for field in msg.field:
            if field.HasField("type_name"):
                field.type_name = field.type_name.replace(old, f".{V1_PACKAGE}.")
    for method in fdp.service[0].method:
        method.input_type = method.input_type.replace(old, f".{V1_PACKAGE}.")
        method.output_type = method.output_type.replace(old, f".{V1_PACKAGE}.")
    pool.AddSerializedFile(fdp.SerializeToString())


def enable(service_names: list[str], server: grpc.aio.Server) -> None:
    """Serve reflection v1 and v1alpha for `service_names` (and themselves)."""
    _add_v1_descriptor()
    servicer = reflection.aio.ReflectionServicer([*service_names, V1, V1ALPHA])
    reflection_pb2_grpc.add_ServerReflectionServicer_to_server(servicer, server)
    v1 = grpc.stream_stream_rpc_method_handler(
        servicer.ServerReflectionInfo, request_deserializer=reflection_pb2.ServerReflectionRequest.FromString,
        response_serializer=reflection_pb2.ServerReflectionResponse.SerializeToString)
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(V1, {"ServerReflectionInfo": v1}),))
