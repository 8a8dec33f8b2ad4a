#!/usr/bin/env python3
"""Generate each game's typed service from arbiter/v1/arbiter.proto:
proto/arbiter/<game>/v1/<game>_service.proto, e.g. `arbiter.nottingham.v1.Nottingham`.

Usage: scripts/gen_game_services.py [--out DIR]   (scripts/regen runs it first)

A typed service has the RPCs of `arbiter.v1.Arbiter`, whose requests and
responses mirror the generic ones field for field, with every
`google.protobuf.Any` replaced by the game's own message: `state` is the
game's State, `move`/`moves` its Move, `events` its Event, `rules` its Rules.
Messages holding no Any (GameInfo, PendingDecision, Outcome, ...) are the
generic ones, imported. The `game` field of a request is left out: the
service is the game. An RPC is left out when the game lacks a message it
needs (GetRules for a game without a Rules message). REST routes are the
generic ones under /v1/<game id>/, without `{game}`: `/v1/games/{game_id}/moves`
becomes `/v1/nottingham/games/{game_id}/moves`.

Generated rather than written by hand so the four services cannot drift from
arbiter.v1: a new RPC or field of the generic service is in every typed
service at the next `scripts/regen`, and a new Any field this script does not
know stops it, naming the field.
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile

from google.protobuf import descriptor_pb2
from grpc_tools import protoc

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from proto_options import option_lines  # noqa: E402 - scripts/ is not a package

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROTO = ROOT / "proto"
GENERIC = "arbiter/v1/arbiter.proto"
GENERIC_PACKAGE = "arbiter.v1"
SUFFIX = "_service.proto"
# The game message an Any field of arbiter.v1 holds, by the field's name.
ANY_FIELDS = {"state": "State", "move": "Move", "moves": "Move", "events": "Event", "rules": "Rules"}
ANY = ".google.protobuf.Any"

FDP = descriptor_pb2.FieldDescriptorProto
SCALARS = {FDP.TYPE_DOUBLE: "double", FDP.TYPE_FLOAT: "float", FDP.TYPE_INT64: "int64", FDP.TYPE_UINT64: "uint64",
           FDP.TYPE_INT32: "int32", FDP.TYPE_FIXED64: "fixed64", FDP.TYPE_FIXED32: "fixed32", FDP.TYPE_BOOL: "bool",
           FDP.TYPE_STRING: "string", FDP.TYPE_BYTES: "bytes", FDP.TYPE_UINT32: "uint32",
           FDP.TYPE_SFIXED32: "sfixed32", FDP.TYPE_SFIXED64: "sfixed64", FDP.TYPE_SINT32: "sint32",
           FDP.TYPE_SINT64: "sint64"}


def game_packages() -> list[str]:
    """The game folders: proto/arbiter/<game>/v1/<game>.proto."""
    return sorted(p.parent.parent.name for p in PROTO.glob("arbiter/*/v1/*.proto")
                  if p.stem == p.parent.parent.name and p.stem != "store")


def descriptors(files: list[str]) -> dict[str, descriptor_pb2.FileDescriptorProto]:
    from gen_proto import include_paths

    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "set.pb"
        args = ["protoc", *(f"-I{p}" for p in include_paths()), f"--descriptor_set_out={out}",
                "--include_imports", "--include_source_info", *files]
        if protoc.main(args) != 0:
            sys.exit("gen_game_services: protoc failed")
        fds = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    return {f.name: f for f in fds.file}


def comments(f: descriptor_pb2.FileDescriptorProto) -> dict[tuple, str]:
    return {tuple(loc.path): loc.leading_comments for loc in f.source_code_info.location if loc.leading_comments}


def comment_lines(text: str, indent: str) -> list[str]:
    return [f"{indent}//{line}".rstrip() for line in text.rstrip("\n").split("\n")]


def camel(pkg: str) -> str:
    return "".join(part.capitalize() for part in pkg.split("_"))


class Service:
    """One game's typed service, rendered from the generic file."""

    def __init__(self, generic: descriptor_pb2.FileDescriptorProto, game: descriptor_pb2.FileDescriptorProto):
        self.generic, self.game = generic, game
        self.pkg = game.package.split(".")[1]
        self.slug = self.pkg.replace("_", "-")  # the game's id, e.g. "hansa-teutonica"
        # The generic comments, saying which game's message a field holds.
        self.notes = {k: v.replace("arbiter.<game>.v1.", f"{game.package}.") for k, v in comments(generic).items()}
        self.messages = {m.name: (i, m) for i, m in enumerate(generic.message_type)}
        self.game_messages = {m.name for m in game.message_type}
        self.imports: set[str] = {game.name}

    # -------------------------------------------------------- which messages are typed

    def _refs(self, m: descriptor_pb2.DescriptorProto):
        for f in m.field:
            if (f.type_name.startswith(f".{GENERIC_PACKAGE}.")
                    and f.type_name[len(GENERIC_PACKAGE) + 2:] in self.messages):
                yield f.type_name[len(GENERIC_PACKAGE) + 2:]

    def _holds_any(self, name: str, seen: set[str]) -> bool:
        if name in seen:
            return False
        seen.add(name)
        _, m = self.messages[name]
        return any(f.type_name == ANY for f in m.field) or any(self._holds_any(r, seen) for r in self._refs(m))

    def _closure(self, name: str) -> set[str]:
        """`name` and the generic messages it reaches that hold an Any: they get typed copies."""
        out, todo = set(), [name]
        while todo:
            n = todo.pop()
            if n in out:
                continue
            out.add(n)
            todo += [r for r in self._refs(self.messages[n][1]) if self._holds_any(r, set())]
        return out

    def _game_types(self, names: set[str]) -> set[str]:
        needed = set()
        for n in names:
            for f in self.messages[n][1].field:
                if f.type_name == ANY:
                    if f.name not in ANY_FIELDS:
                        sys.exit(f"gen_game_services: {GENERIC_PACKAGE}.{n}.{f.name} is an Any this script cannot "
                                 f"type: add its name to ANY_FIELDS")
                    needed.add(ANY_FIELDS[f.name])
        return needed

    # -------------------------------------------------------- rendering

    def render(self) -> str:
        (service,) = self.generic.service
        methods, typed = [], set()
        for j, m in enumerate(service.method):
            names = self._closure(m.input_type.rsplit(".", 1)[1]) | self._closure(m.output_type.rsplit(".", 1)[1])
            if self._game_types(names) <= self.game_messages:
                methods.append((j, m))
                typed |= names
        body = [f"service {camel(self.pkg)} {{"]
        for j, m in methods:
            body += comment_lines(self.notes.get((6, 0, 2, j), ""), "  ") if (6, 0, 2, j) in self.notes else []
            ins = f"{'stream ' if m.client_streaming else ''}{m.input_type.rsplit('.', 1)[1]}"
            outs = f"{'stream ' if m.server_streaming else ''}{m.output_type.rsplit('.', 1)[1]}"
            route = self._http(m)
            if route:
                body += [f"  rpc {m.name}({ins}) returns ({outs}) {{", *route, "  }"]
            else:  # no REST route (a bidirectional stream)
                body.append(f"  rpc {m.name}({ins}) returns ({outs});")
        body.append("}")
        for name in sorted(typed, key=lambda n: self.messages[n][0]):
            body += [""] + self._message(name, typed)
        head = [
            "// GENERATED by scripts/gen_game_services.py from arbiter/v1/arbiter.proto: do not edit.",
            'syntax = "proto3";',
            "",
            f"// {self.game.package}.{camel(self.pkg)}: the service of arbiter.v1.Arbiter for this game alone,",
            "// with the game's own State, Move, Event and Rules where the generic service",
            "// has google.protobuf.Any. Both services are served by the same referee.",
            f"package {self.game.package};",
            "",
            *option_lines(self.game.package),
            "",
            *(f'import "{i}";' for i in sorted(self.imports | {"google/api/annotations.proto"})),
            "",
        ]
        return "\n".join(head + body) + "\n"

    def _http(self, m: descriptor_pb2.MethodDescriptorProto) -> list[str]:
        from google.api import annotations_pb2

        # Read from the serialized options: the extension is registered once imported.
        opts = descriptor_pb2.MethodOptions.FromString(m.options.SerializeToString())
        rule = opts.Extensions[annotations_pb2.http]
        verb = rule.WhichOneof("pattern")
        if verb is None:
            return []
        path = getattr(rule, verb).replace("/{game}", "")
        if not path.startswith("/v1/"):
            sys.exit(f"gen_game_services: {m.name}'s route {path} is not under /v1/")
        path = f"/v1/{self.slug}/{path[len('/v1/'):]}"
        if not rule.body:
            return [f'    option (google.api.http) = {{{verb}: "{path}"}};']
        return ["    option (google.api.http) = {", f'      {verb}: "{path}"', f'      body: "{rule.body}"', "    };"]

    def _message(self, name: str, typed: set[str]) -> list[str]:
        i, m = self.messages[name]
        if any(f.HasField("oneof_index") and not f.proto3_optional for f in m.field) or m.nested_type or m.enum_type:
            nested = [t for t in m.nested_type if not t.options.map_entry]
            if nested or m.enum_type or any(f.HasField("oneof_index") and not f.proto3_optional for f in m.field):
                sys.exit(f"gen_game_services: {GENERIC_PACKAGE}.{name} has a oneof or a nested type: teach this script")
        out = comment_lines(self.notes[(4, i)], "") if (4, i) in self.notes else []
        out.append(f"message {name} {{")
        request = name.endswith("Request")
        for k, f in enumerate(m.field):
            if request and f.name == "game" and f.type == FDP.TYPE_STRING:
                out += [f"  // {f.name} = {f.number}: the service is the game.", f"  reserved {f.number};"]
                continue
            out += comment_lines(self.notes[(4, i, 2, k)], "  ") if (4, i, 2, k) in self.notes else []
            out.append(f"  {self._label(f, m)}{self._type(f, m, typed)} {f.name} = {f.number}{self._options(f)};")
        out.append("}")
        if out[-2] == f"message {name} {{":
            out[-2:] = [f"message {name} {{}}"]
        return out

    def _options(self, f) -> str:
        """The field's google.api.field_behavior (REQUIRED, OUTPUT_ONLY, ...), as the generic field has it."""
        from google.api import field_behavior_pb2

        opts = descriptor_pb2.FieldOptions.FromString(f.options.SerializeToString())
        behaviors = opts.Extensions[field_behavior_pb2.field_behavior]
        if not behaviors:
            return ""
        self.imports.add("google/api/field_behavior.proto")
        names = [field_behavior_pb2.FieldBehavior.Name(b) for b in behaviors]
        return " [" + ", ".join(f"(google.api.field_behavior) = {n}" for n in names) + "]"

    @staticmethod
    def _label(f, m) -> str:
        if f.proto3_optional:
            return "optional "
        if f.label == FDP.LABEL_REPEATED and not _map_entry(f, m):
            return "repeated "
        return ""

    def _type(self, f, m, typed: set[str]) -> str:
        entry = _map_entry(f, m)
        if entry is not None:
            key, value = entry.field
            return f"map<{self._type(key, entry, typed)}, {self._type(value, entry, typed)}>"
        if f.type in SCALARS:
            return SCALARS[f.type]
        if f.type_name == ANY:
            return ANY_FIELDS[f.name]
        short = f.type_name.rsplit(".", 1)[1]
        if f.type_name == f".{GENERIC_PACKAGE}.{short}" and short in typed:
            return short
        self.imports.add(self._file_of(f.type_name))
        return f.type_name[1:]

    def _file_of(self, type_name: str) -> str:
        for name, fd in FILES.items():
            prefix = f".{fd.package}."
            if type_name.startswith(prefix) and type_name[len(prefix):].split(".")[0] in (
                    {t.name for t in fd.message_type} | {e.name for e in fd.enum_type}):
                return name
        sys.exit(f"gen_game_services: no file defines {type_name}")


def _map_entry(f, m):
    if f.label != FDP.LABEL_REPEATED or f.type != FDP.TYPE_MESSAGE:
        return None
    short = f.type_name.rsplit(".", 1)[1]
    return next((t for t in m.nested_type if t.name == short and t.options.map_entry), None)


FILES: dict[str, descriptor_pb2.FileDescriptorProto] = {}


def generate(out: pathlib.Path) -> list[pathlib.Path]:
    from google.api import annotations_pb2, field_behavior_pb2  # noqa: F401 - register the extensions

    games = game_packages()
    FILES.update(descriptors([GENERIC] + [f"arbiter/{g}/v1/{g}.proto" for g in games]))
    written = []
    for g in games:
        text = Service(FILES[GENERIC], FILES[f"arbiter/{g}/v1/{g}.proto"]).render()
        path = out / f"arbiter/{g}/v1/{g}{SUFFIX}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(path)
    return written


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=pathlib.Path, default=PROTO, help="output root (default proto/)")
    for p in generate(ap.parse_args().out):
        print(p)


if __name__ == "__main__":
    main()
