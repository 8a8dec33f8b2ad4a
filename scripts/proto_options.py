"""The file options every proto file of Arbiter carries, so that any language's
protoc plugin can generate it as it is (docs/other-languages.md).

One rule from the proto package: `arbiter.hansa_teutonica.v1` is Go package
`arbiter.dev/gen/go/arbiter/hansa_teutonica/v1` (name `hansateutonicav1`), Java
`dev.arbiter.hansa_teutonica.v1`, C# `Arbiter.HansaTeutonica.V1`, and so on.
scripts/gen_game_services.py writes them into the generated services and
tests/test_proto_options.py checks every file against them.
"""
from __future__ import annotations

# The Go module the generated Go code belongs to (clients/buf.gen.go.yaml strips
# it: the code lands in the caller's tree under gen/go/).
GO_MODULE = "arbiter.dev/gen/go"


def _camel(part: str) -> str:
    return "".join(w.capitalize() for w in part.split("_"))


def file_options(package: str) -> dict[str, str | bool]:
    """The options of a file in `package`, by option name, in the order written."""
    parts = package.split(".")
    initials = "".join(p[0].upper() for p in parts if not (p[0] == "v" and p[1:].isdigit()))
    return {
        "go_package": f"{GO_MODULE}/{'/'.join(parts)};{''.join(parts[-2:]).replace('_', '')}",
        "java_package": f"dev.{package}",
        "java_multiple_files": True,
        "csharp_namespace": ".".join(_camel(p) for p in parts),
        "php_namespace": "\\".join(_camel(p) for p in parts),
        "ruby_package": "::".join(_camel(p) for p in parts),
        "objc_class_prefix": initials.ljust(3, "X"),
        "swift_prefix": "_".join(_camel(p) for p in parts) + "_",
    }


def option_lines(package: str) -> list[str]:
    """The `option ...;` lines of a file in `package`, as the .proto source spells them."""
    out = []
    for name, value in file_options(package).items():
        if isinstance(value, bool):
            out.append(f"option {name} = {'true' if value else 'false'};")
        else:
            out.append(f'option {name} = "{value.replace(chr(92), chr(92) * 2)}";')
    return out


if __name__ == "__main__":
    import sys

    print("\n".join(option_lines(sys.argv[1])))
