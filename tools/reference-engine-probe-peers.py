"""The reference engine beside taffy and yoga in one run, on trees of any size.

    tools/reference-engine-probe.sh huge-nested 3 1      # builds the probe (and runs it once)
    Benchmarks/peers/.venv/bin/python tools/reference-engine-probe-peers.py PROBE REPEAT huge-nested:10000 wide:100000 ...

For each SHAPE:NODES, the probe (tools/reference-engine-probe) builds the tree in-process, times
REPEAT fresh layouts and writes the tree in `layoutlab generate`'s format; Benchmarks/peers/peers.py
then rebuilds it for taffy and yoga and times REPEAT fresh layouts of each (its mapping: a fixed-size
leaf is two view-tree nodes and one peer node). Per-node ratios divide each side's median by its
own node count, as peers.py does. Unlike peers.py it needs no source reader, so 1,000,000 nodes work.
"""

import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Benchmarks", "peers"))
import peers  # noqa: E402

probe, repeat = sys.argv[1], int(sys.argv[2])
for spec in sys.argv[3:]:
    shape, nodes = spec.split(":")
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, f"{shape}.swift")
        run = subprocess.run([probe, shape, nodes, str(repeat), "--emit", path], capture_output=True, text=True, check=True)
        ours = dict(field.split("=") for field in run.stdout.split()[1:])
        root = peers.read_tree(path)
    views, peer_nodes, _ = peers.counts(root)
    taffy = statistics.median(peers.time_taffy(root, repeat)[0])
    yoga = statistics.median(peers.time_yoga(root, repeat)[0])
    ours_us = float(ours["us_per_node"])
    taffy_us, yoga_us = taffy * 1000 / peer_nodes, yoga * 1000 / peer_nodes
    print(
        f"{shape} {views} view nodes / {peer_nodes} peer nodes: reference {float(ours['median_ms']):.2f} ms "
        f"({ours_us:.3f} us/node, {ours['bytes_per_node']} B/node), taffy {taffy:.2f} ms ({taffy_us:.3f} us/node), "
        f"yoga {yoga:.2f} ms ({yoga_us:.3f} us/node); reference/taffy per node {ours_us / taffy_us:.2f}x, "
        f"reference/yoga per node {ours_us / yoga_us:.2f}x",
        flush=True,
    )
