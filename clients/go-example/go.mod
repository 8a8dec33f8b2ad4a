module arbiter.dev/go-example

go 1.19

require (
	arbiter.dev/gen/go v0.0.0
	google.golang.org/genproto v0.0.0-20200413115906-b5235f65be36
	google.golang.org/grpc v1.33.3
	google.golang.org/protobuf v1.28.1
)

// The Go code generated from proto/ with clients/buf.gen.go.yaml (or protoc: docs/other-languages.md).
replace arbiter.dev/gen/go => ./gen/go
