"""Game records (docs/records.md): a game written out so that anyone can
replay it and check its result without the server that refereed it, signed
by the server's record key. Knows the engine and the protos; nothing of gRPC,
REST or the store."""
