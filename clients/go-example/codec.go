package main

import (
	"google.golang.org/grpc/encoding"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/runtime/protoimpl"
)

// Debian's gRPC (1.33) encodes with github.com/golang/protobuf 1.3, which
// predates the messages protoc-gen-go writes now; this codec, registered under
// the name of gRPC's own, encodes them with google.golang.org/protobuf. With
// module versions from after 2020 (gRPC 1.36+) it is the same as the default.
type codec struct{}

func (codec) Marshal(v interface{}) ([]byte, error) {
	return proto.Marshal(protoimpl.X.ProtoMessageV2Of(v))
}

func (codec) Unmarshal(data []byte, v interface{}) error {
	return proto.Unmarshal(data, protoimpl.X.ProtoMessageV2Of(v))
}

func (codec) Name() string { return "proto" }

func init() { encoding.RegisterCodec(codec{}) }
