#!/usr/bin/env bash
# Times LayoutLab's engines, taffy and yoga on the same benchmark trees, and the constraint
# engine's exported LPs on GLPK, HiGHS and CLP, and prints one table (Benchmarks/README.md,
# "LayoutLab beside taffy and yoga").
#
#   Benchmarks/peers/run.sh [LAYOUTLAB] [peers.py options: --sizes 1000,10000 --repeat 5 ...]
#
# LAYOUTLAB is a release build of the CLI (default: .build/release/layoutlab, built with
# `swift build -c release --product layoutlab`). The peers run in a virtual environment made
# here (.venv) from requirements.txt, with Python 3.12 or later: $PYTHON, else pyenv's
# 3.12 (then 3.13), else python3. GLPK is the system's libglpk (Debian's libglpk40, installed
# with libglpk-dev), the library LayoutLab's engine loads; HiGHS and CLP come from PyPI.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
layoutlab="${1:-$root/.build/release/layoutlab}"
[ $# -gt 0 ] && shift
[ -x "$layoutlab" ] || { echo "error: no layoutlab executable at $layoutlab" >&2; exit 64; }
layoutlab="$(cd "$(dirname "$layoutlab")" && pwd)/$(basename "$layoutlab")"

if [ -z "${PYTHON:-}" ]; then
    for candidate in "$HOME"/.pyenv/versions/3.12*/bin/python "$HOME"/.pyenv/versions/3.13*/bin/python; do
        [ -x "$candidate" ] && PYTHON="$candidate" && break
    done
fi
PYTHON="${PYTHON:-python3}"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 12))' ||
    { echo "error: $PYTHON is older than 3.12 (yoga-python needs 3.12); set PYTHON" >&2; exit 64; }

ldconfig -p | grep -q 'libglpk\.so' ||
    { echo "error: libglpk is not installed (apt-get install libglpk-dev)" >&2; exit 69; }

venv="$here/.venv"
if [ ! -x "$venv/bin/python" ] || ! cmp -s "$here/requirements.txt" "$venv/requirements.txt"; then
    "$PYTHON" -m venv --clear "$venv"
    "$venv/bin/pip" install --quiet -r "$here/requirements.txt"
    cp "$here/requirements.txt" "$venv/requirements.txt"
fi
cd "$here"
exec "$venv/bin/python" peers.py "$layoutlab" "$@"
