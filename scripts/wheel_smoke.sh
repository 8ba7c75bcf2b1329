#!/bin/sh
# A plain install works: build the wheel, install it without extras in a fresh virtual
# environment (outside the source tree), then run every subcommand's --help, --version and
# a small run of each. Fails on any build or install warning, any traceback, any failed run.
set -eu
PYTHON=${PYTHON:-python3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$ROOT"
"$PYTHON" -m pip wheel --quiet --no-deps -w "$WORK/dist" . > "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
if grep -i "warning" "$WORK/build.log" | grep -vi "neither a file nor a directory"; then echo "wheel_smoke: the build printed warnings"; exit 1; fi
"$PYTHON" -m venv "$WORK/venv"
V="$WORK/venv/bin"
"$V/python" -m pip install --quiet "$WORK"/dist/*.whl > "$WORK/install.log" 2>&1 || { cat "$WORK/install.log"; exit 1; }
if grep -i "warning" "$WORK/install.log" | grep -vi "pip version\|neither a file nor a directory"; then echo "wheel_smoke: the install printed warnings"; exit 1; fi
cd "$WORK"
H="$V/hearts"
run() {  # run a command; fail on a traceback or an unexpected exit code
    expected=$1; shift
    set +e
    "$@" > "$WORK/out.txt" 2> "$WORK/err.txt" < /dev/null
    code=$?
    set -e
    if [ "$code" != "$expected" ] || grep -q "Traceback" "$WORK/out.txt" "$WORK/err.txt"; then
        echo "wheel_smoke: '$*' exited $code (expected $expected)"; tail -5 "$WORK/err.txt"; exit 1
    fi
}
run 0 "$H" --version
run 0 "$H" --help
for cmd in $("$V/python" -c "from hearts.cli import main; import click; print(' '.join(main.list_commands(click.Context(main))))"); do
    run 0 "$H" "$cmd" --help
done
for sub in "variant check" "variant diff" "variant card" "scenarios lint" "spec coverage"; do
    # shellcheck disable=SC2086
    run 0 "$H" $sub --help
done
run 0 "$H" play --seed 1 --players random --json -
run 0 "$H" scenarios lint
run 0 "$H" conform --json "$WORK/conform.json"
run 0 "$H" variant card web -o "$WORK/card.md"
run 0 "$H" variant card black-maria --lang hu -o "$WORK/card.html"
run 0 "$H" variant check card-1.0.0 --games 0
run 0 "$H" variant check card-1.0.0 --games 1  # the random games need no extra
run 0 "$H" variant diff card-1.0.0 web --hands 4
run 0 "$H" tournament --deals 1 --seats random --json -
run 0 "$H" walkthrough --seed 1 -o "$WORK/walk"
run 0 "$H" step --seed 1
run 0 "$H" demo -o "$WORK/demo"
run 0 "$H" fuzz --engine "$H engine" --games 1 --max-hands 1
run 0 "$H" spec coverage --allow-pending --json -  # the features ship with the package
"$V/python" -c "import json, sys; d = json.load(open(sys.argv[1])); assert d['scenarios'] > 100, d['scenarios']" "$WORK/out.txt"
run 0 "$H" spec coverage --features "$ROOT/features" --allow-pending --json -
printf '%s\n' '{"id":1,"op":"hello","protocol":"1.0","client":"smoke"}' | "$H" engine > "$WORK/engine.txt"
grep -q '"ok":true' "$WORK/engine.txt" || { echo "wheel_smoke: hearts engine did not answer hello"; exit 1; }
run 2 "$H" play --variant "$WORK/missing.yaml"
echo "wheel_smoke: ok (built, installed without extras, every command ran)"
