#!/bin/sh
# A plain install works: build the wheel (in pip's isolated build environment, from the declared
# build requirements), install it without extras in a fresh virtual environment (outside the
# source tree), then run every subcommand's --help, --version and a small run of each.
# Fails on any build or install warning, any traceback, any failed run.
#
# The venv is made without pip of its own (ensurepip takes longer than the install itself): this
# pip installs into it (pip >= 22.3, `pip --python`). The commands are independent, each in its
# own process and its own files: two run at once (SMOKE_JOBS, default 2, the cores of the
# machines the project is built on), and every failure is listed before the script fails.
set -eu
PYTHON=${PYTHON:-python3}
# A relative path (make passes .venv/bin/python) is made absolute: the build runs from a copy.
case "$PYTHON" in */*) PYTHON="$(cd "$(dirname "$PYTHON")" && pwd)/$(basename "$PYTHON")" ;; esac
JOBS=${SMOKE_JOBS:-2}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# The wheel is built from a copy of the source files (tracked, or new and not ignored): a build/
# folder left by an earlier build would put files into the wheel that the package data leaves out.
"$PYTHON" - "$ROOT" "$WORK/src" <<'EOF'
import os, shutil, subprocess, sys
from pathlib import Path

root, dest = Path(sys.argv[1]), Path(sys.argv[2])
listed = subprocess.run(
    ["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    capture_output=True, check=False,
)
if listed.returncode != 0:  # not a git checkout: the tree without what builds and runs leave
    leave = shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", ".venv", "_build", "generated", "__pycache__", ".*_cache"
    )
    shutil.copytree(root, dest, symlinks=True, ignore=leave)
    sys.exit(0)
for name in filter(None, listed.stdout.decode().split("\0")):
    source, copy = root / name, dest / name
    if not (source.is_symlink() or source.is_file()):  # a tracked file deleted in the tree
        continue
    copy.parent.mkdir(parents=True, exist_ok=True)
    if source.is_symlink():  # hearts/scenarios/corpus -> ../../scenarios: a link, as in the tree
        os.symlink(os.readlink(source), copy)
    else:
        shutil.copy2(source, copy)
EOF
cd "$WORK/src"
"$PYTHON" -m pip wheel --quiet --no-deps -w "$WORK/dist" . > "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
if grep -i "warning" "$WORK/build.log" | grep -vi "neither a file nor a directory"; then echo "wheel_smoke: the build printed warnings"; exit 1; fi
"$PYTHON" -m venv --without-pip "$WORK/venv"
V="$WORK/venv/bin"
"$PYTHON" -m pip --python "$V/python" install --quiet "$WORK"/dist/*.whl > "$WORK/install.log" 2>&1 || { cat "$WORK/install.log"; exit 1; }
if grep -i "warning" "$WORK/install.log" | grep -vi "pip version\|neither a file nor a directory"; then echo "wheel_smoke: the install printed warnings"; exit 1; fi
cd "$WORK"
H="$V/hearts"

# One command: its expected exit code, then the command as shell words. It fails on a traceback
# or another exit code, saying which command and the end of what it printed on stderr.
cat > "$WORK/one.sh" <<'EOF'
line=$1
name=$(printf '%s' "$line" | cksum | cut -d ' ' -f 1)
eval "set -- $line"
expected=$1; shift
"$@" > "out.$name" 2> "err.$name" < /dev/null && code=0 || code=$?
if [ "$code" != "$expected" ] || grep -q "Traceback" "out.$name" "err.$name"; then
    echo "wheel_smoke: '$*' exited $code (expected $expected)"; tail -5 "err.$name"; exit 1
fi
EOF

{
    echo "0 '$H' --version"
    echo "0 '$H' --help"
    for cmd in $("$V/python" -c "from hearts.cli import main; import click; print(' '.join(main.list_commands(click.Context(main))))"); do
        echo "0 '$H' $cmd --help"
    done
    for sub in "variant check" "variant diff" "variant card" "scenarios lint" "spec coverage"; do
        echo "0 '$H' $sub --help"
    done
    # The slowest first, so that the two at once end together.
    echo "0 '$H' spec coverage --allow-pending --json '$WORK/coverage.json'"  # the features ship with the package
    echo "0 '$H' spec coverage --features '$ROOT/features' --allow-pending --json -"
    echo "0 '$H' demo -o '$WORK/demo'"
    echo "0 '$H' variant diff card-1.0.0 web --hands 4"
    echo "0 '$H' conform --json '$WORK/conform.json'"
    echo "0 '$H' variant card black-maria --lang hu -o '$WORK/card.html'"
    echo "0 '$H' variant check card-1.0.0 --games 1"  # the random games need no extra
    echo "0 '$H' variant card web -o '$WORK/card.md'"
    echo "0 '$H' scenarios lint"
    echo "0 '$H' fuzz --engine '$H engine' --games 1 --max-hands 1"
    echo "0 '$H' walkthrough --seed 1 -o '$WORK/walk'"
    echo "0 '$H' play --seed 1 --players random --json -"
    echo "0 '$H' step --seed 1"
    echo "0 '$H' tournament --deals 1 --seats random --json -"
    echo "2 '$H' play --variant '$WORK/missing.yaml'"
} > "$WORK/commands.txt"
count=$(wc -l < "$WORK/commands.txt")
if ! tr '\n' '\0' < "$WORK/commands.txt" | xargs -0 -n 1 -P "$JOBS" sh "$WORK/one.sh"; then
    echo "wheel_smoke: a command failed (above)"; exit 1
fi
"$V/python" -c "import json, sys; d = json.load(open(sys.argv[1])); assert d['scenarios'] > 100, d['scenarios']" "$WORK/coverage.json"
printf '%s\n' '{"id":1,"op":"hello","protocol":"1.0","client":"smoke"}' | "$H" engine > "$WORK/engine.txt"
grep -q '"ok":true' "$WORK/engine.txt" || { echo "wheel_smoke: hearts engine did not answer hello"; exit 1; }
echo "wheel_smoke: ok (built, installed without extras, $count commands ran)"
