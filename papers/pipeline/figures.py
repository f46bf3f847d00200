"""The paper's figures, drawn with matplotlib (pinned in papers/requirements.txt) as SVG.

Drawing is deterministic: a fixed hash salt for element ids and no date in the metadata, so a
rerun changes a figure only where a measured number changed."""

import os

import matplotlib

matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402

matplotlib.rcParams.update({"svg.hashsalt": "layoutlab", "svg.fonttype": "none", "font.size": 9})

COLOURS = {"reference": "#0a84ff", "constraint": "#ff9f0a", "taffy": "#30d158", "yoga": "#bf5af2"}


def save(figure, directory, name):
    path = os.path.join(directory, name)
    figure.savefig(path, format="svg", metadata={"Date": None, "Creator": None}, bbox_inches="tight")
    plt.close(figure)
    return path


def scaling(directory, series, peers_report):
    """Per-node layout time against tree size: both engines on each shape (Table 5's runs), and
    the peers beside the reference engine's runs of the same peers run (Table 6), so that the
    ratios the text quotes are the distances drawn."""
    figure, axes = plt.subplots(1, 2, figsize=(7.5, 3), sharey=True)
    for axis, shape in zip(axes, ("huge-nested", "wide")):
        for engine in ("reference", "constraint"):
            points = series.get((engine, shape), [])
            axis.plot([p["nodes"] for p in points], [p["per_node_us"] for p in points], "o-",
                      color=COLOURS[engine], label=f"LayoutLab {engine} (Table 5)", alpha=0.45)
        rows = [r for r in peers_report["rows"] if r["shape"] == shape]
        axis.plot([r["nodes"] for r in rows], [r["reference"]["layout_ms"]["median"] * 1000.0 / r["nodes"] for r in rows],
                  "o-", color=COLOURS["reference"], label="LayoutLab reference (Table 6)")
        for peer in ("taffy", "yoga"):
            rows = [r for r in peers_report["rows"] if r["shape"] == shape and r.get(f"{peer}_ms")]
            axis.plot([r["nodes"] for r in rows], [r[f"{peer}_ms"] * 1000.0 / r["peer_nodes"] for r in rows], "s--",
                      color=COLOURS[peer], label=peer)
        axis.set_xscale("log")
        axis.set_yscale("log")
        axis.set_title(shape)
        axis.set_xlabel("nodes")
        axis.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("layout time per node (µs)")
    axes[1].legend(fontsize=7)
    return save(figure, directory, "scaling.svg")


def campaigns(directory, runs):
    """The share of trees on which the two engines disagree, per campaign (0 drawn as a gap)."""
    labels, shares = [], []
    for mode, profile, report in runs:
        c = report["counts"]
        labels.append(f"{mode}\n{profile}")
        shares.append(100.0 * (c["diverged"] + c["failed"]) / max(report["trees"], 1))
    figure, axis = plt.subplots(figsize=(7.5, 2.8))
    axis.bar(range(len(labels)), [s if s > 0 else 0 for s in shares], color=COLOURS["reference"])
    axis.set_xticks(range(len(labels)), labels, fontsize=6.5, rotation=60, ha="right")
    # A campaign with no disagreement draws no bar: mark it, so that zero is not read as missing.
    for i, share in enumerate(shares):
        if share == 0:
            axis.plot(i, 0, marker="_", markersize=10, color=COLOURS["reference"])
    axis.set_yscale("symlog", linthresh=0.01)
    axis.set_ylabel("trees that disagree (%)")
    axis.grid(True, axis="y", alpha=0.3)
    return save(figure, directory, "campaigns.svg")


def toolbar(directory, report, node="0.0"):
    """The toolbar title's width as a function of the root width W, piece by piece, with the
    widths at which it truncates shaded."""
    figure, axis = plt.subplots(figsize=(7.5, 2.6))
    for piece in report["pieces"]:
        frame = piece["frames"].get(node)
        if frame is None or frame["width"][0] is None:
            continue
        c0, c1 = frame["width"]
        lo, hi = piece["from"], piece["to"]
        axis.plot([lo, hi], [c0 + c1 * lo, c0 + c1 * hi], color=COLOURS["reference"])
    for violation in report["violations"]:
        if violation["check"] == "truncation" and violation["node"] == node:
            for lo, hi in violation["intervals"]:
                axis.axvspan(lo, hi, color="#ff453a", alpha=0.15, lw=0)
    for w in report["breakpoints"]:
        axis.axvline(w, color="grey", lw=0.4, alpha=0.5)
    axis.set_xlabel("root width W (pt)")
    axis.set_ylabel("title width (pt)")
    return save(figure, directory, "toolbar.svg")
