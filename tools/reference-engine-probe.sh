#!/usr/bin/env bash
# Builds and runs tools/reference-engine-probe (main.swift has what it measures):
#
#   tools/reference-engine-probe.sh huge-nested 1000000 3
#
# It links against the release build of ReferenceEngine and its dependencies
# (`swift build -c release --target ReferenceEngine`), so it needs no swift-syntax.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --target ReferenceEngine >&2
release="$(swift build -c release --show-bin-path)"
objects=()
for module in LayoutCore TextMeasurement CustomLayout EngineConfiguration ReferenceEngine; do
    objects+=("$release/$module.build/"*.o)
done
swiftc -O -I "$release/Modules" tools/reference-engine-probe/main.swift "${objects[@]}" -o "$release/reference-engine-probe"
exec "$release/reference-engine-probe" "$@"
