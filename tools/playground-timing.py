#!/usr/bin/env python3
"""Server time of the playground for a 201-node layout, from its Server-Timing header.

Usage: tools/playground-timing.py [PATH_TO_LAYOUTLAB]   (default .build/release/layoutlab;
build it with `swift build -c release --product layoutlab`). Starts `layoutlab serve --port 0`,
posts the layout 10 times to /api/render and 5 times to /api/compare, prints the sorted totals
and the fastest render's breakdown (read = parse, layout = engines, json = writing), stops it.
"""
import json
import re
import subprocess
import sys
import urllib.request

SOURCE = """VStack(spacing: 4) {
    ForEach(0..<40, id: \\.self) { i in
        HStack {
            Text("Row \\(i)")
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }
    }
}"""


def main() -> None:
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/layoutlab"
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    try:
        url = None
        while url is None:
            line = server.stdout.readline()
            if not line:
                sys.exit("layoutlab serve ended before printing its address")
            match = re.search(r"open (http://[0-9.:]+/)", line)
            url = match.group(1) if match else None

        def post(path: str) -> tuple[str, bytes]:
            request = urllib.request.Request(url + path, data=json.dumps({"source": SOURCE}).encode(),
                                             headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(request) as answer:
                return answer.headers.get("Server-Timing", ""), answer.read()

        def total(timing: str) -> float:
            return float(re.search(r"total;dur=([0-9.]+)", timing).group(1))

        renders = [post("api/render") for _ in range(10)]
        print("nodes:", renders[-1][1].decode().count('"kind"'))
        print("render total ms (sorted):", sorted(total(t) for t, _ in renders))
        print("fastest render:", min((t for t, _ in renders), key=total))
        compares = [post("api/compare") for _ in range(5)]
        print("compare total ms (sorted):", sorted(total(t) for t, _ in compares))
    finally:
        server.terminate()


if __name__ == "__main__":
    main()
