// The LayoutLab playground page: source typed into #source is sent to /api/compare (both
// engines) or /api/render (one), debounced, and the layout drawn into #picture as SVG. Hovering
// a view asks /api/trace for its negotiation (that view's steps only), once per drawn version.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const DEBOUNCE_MS = 250;
const GAP = 40;

// Root proposal and window for each device; the iPhone 13 Pro sends no size, so the server uses
// render's default profile (proposal 390×763 centred in a 390×844 window at y = 47).
const DEVICES = {
  iphone13pro: { window: [390, 844] },
  iphonese: { size: [375, 647] },
  ipad: { size: [820, 1156] },
  mac: { size: [800, 600] },
};

const EXAMPLE = `struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, LayoutLab")
                .font(.title)
                .id("title")
            HStack {
                Color.orange.frame(width: 60, height: 60)
                Text("Type SwiftUI on the left; the layout follows.")
            }
            .padding()
            .id("row")
        }
    }
}
`;

const $ = (id) => document.getElementById(id);
const source = $("source");
let timer = null;
let inFlight = null;
let sequence = 0;
let last = null;
// The request body of the layout on screen, and the traces fetched for it ("engine path" →
// promise of the trace document); both replaced whenever a new layout is drawn.
let drawnBody = null;
let traces = new Map();

function requestBody() {
  const body = { source: source.value };
  const device = $("device").value;
  if (device === "custom") {
    body.width = parseLength($("width").value);
    body.height = parseLength($("height").value);
  } else if (DEVICES[device].size) {
    [body.width, body.height] = DEVICES[device].size;
  }
  const engines = $("engines").value;
  if (engines === "reference" || engines === "constraint") body.engine = engines;
  return body;
}

function parseLength(text) {
  const t = text.trim().toLowerCase();
  if (t === "nil" || t === "") return null;
  if (t === "inf") return "inf";
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(update, DEBOUNCE_MS);
}

async function update() {
  const body = requestBody();
  const both = !body.engine;
  const mine = ++sequence;
  if (inFlight) inFlight.abort();
  inFlight = new AbortController();
  $("picture").classList.add("stale");
  let response, answer;
  try {
    response = await fetch(both ? "/api/compare" : "/api/render", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: inFlight.signal,
    });
    answer = await response.json();
  } catch (error) {
    if (error.name === "AbortError") return;
    showStatus("server unreachable");
    return;
  }
  if (mine !== sequence) return;
  $("picture").classList.remove("stale");
  const timing = /total;dur=([0-9.]+)/.exec(response.headers.get("Server-Timing") || "");
  showStatus(timing ? `server ${Number(timing[1]).toFixed(1)} ms` : "");
  if (!response.ok) {
    showError(answer.error || { message: `HTTP ${response.status}` });
    return;
  }
  showError(null);
  drawnBody = body;
  traces = new Map();
  last = both ? answer : { reference: body.engine === "reference" ? answer : null,
                           constraint: body.engine === "constraint" ? answer : null };
  draw(last, both ? answer : null);
}

function showStatus(text) { $("status").textContent = text; }

// A source error: its message at its line, the line marked in the gutter.
function showError(error) {
  const box = $("error");
  box.hidden = !error;
  box.dataset.line = error && error.line ? error.line : "";
  if (error) {
    const place = error.line ? `line ${error.line}, column ${error.column}: ` : "";
    box.textContent = place + error.message;
    $("verdict").textContent = "";
  }
  renderGutter(error && error.line);
}

function renderGutter(errorLine) {
  const gutter = $("gutter");
  const count = source.value.split("\n").length;
  gutter.replaceChildren();
  for (let line = 1; line <= count; line++) {
    const div = document.createElement("div");
    div.textContent = line;
    if (line === errorLine) {
      div.className = "error-line";
      div.id = "error-line";
    }
    gutter.appendChild(div);
  }
  gutter.scrollTop = source.scrollTop;
}

function selectLine(line) {
  const lines = source.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  source.focus();
  source.setSelectionRange(start, start + (lines[line - 1] || "").length);
}

function nodes(layout) {
  const out = [];
  const walk = (node, parent) => {
    if (!node) return;
    out.push({ node, parent });
    for (const child of node.children) walk(child, node);
  };
  if (layout) walk(layout.root, null);
  return out;
}

function canvas(layouts) {
  const device = DEVICES[$("device").value];
  let [w, h] = device && device.window ? device.window : device && device.size ? device.size : [0, 0];
  if (!device) {
    const b = requestBody();
    w = typeof b.width === "number" ? b.width : 0;
    h = typeof b.height === "number" ? b.height : 0;
  }
  for (const layout of layouts) {
    for (const { node } of nodes(layout)) {
      const f = node.frame;
      if ([f.x, f.y, f.width, f.height].some((v) => v === null)) continue;
      w = Math.max(w, f.x + f.width);
      h = Math.max(h, f.y + f.height);
    }
  }
  return { width: Math.max(w, 1), height: Math.max(h, 1) };
}

function el(name, attributes, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// Draws the reference and constraint layouts (either may be null), with the nodes that differ
// (from the comparison, when both engines ran) outlined in red.
function draw(layouts, comparison) {
  const mode = $("engines").value;
  const shown = [["reference", layouts.reference], ["constraint", layouts.constraint]].filter(([, l]) => l);
  const differing = new Set(comparison ? comparison.differences.map((d) => d.path) : []);
  const size = canvas(shown.map(([, l]) => l));
  const panels = mode === "side" ? shown.length : 1;
  const width = size.width * panels + GAP * (panels - 1);
  const svg = el("svg", { viewBox: `0 -18 ${width} ${size.height + 18}`, class: mode === "overlay" ? "overlay" : "" });
  shown.forEach(([name, layout], index) => {
    const dx = mode === "side" ? index * (size.width + GAP) : 0;
    const group = el("g", { class: name, transform: `translate(${dx} 0)` }, svg);
    if (index === 0 || mode === "side") {
      el("rect", { class: "window", x: 0, y: 0, width: size.width, height: size.height }, group);
      const caption = el("text", { class: "caption", x: 0, y: -5 }, group);
      caption.textContent = mode === "overlay" ? "reference (solid) and constraint (dashed)" : name;
    }
    for (const { node, parent } of nodes(layout)) {
      if (node.hidden) continue;
      const f = node.frame;
      if ([f.x, f.y, f.width, f.height].some((v) => v === null)) continue;
      const rect = el("rect", { class: "view", x: f.x, y: f.y, width: f.width, height: f.height,
                                "data-path": node.path, "data-kind": node.kind, "data-engine": name }, group);
      if (node.id !== null) rect.setAttribute("data-id", node.id);
      if (differing.has(node.path)) rect.classList.add("differs");
      rect.addEventListener("mouseenter", () => inspect(node, parent, name, comparison));
      rect.addEventListener("mouseleave", () => unhover());
      if (node.children.length === 0 && f.width > 24 && f.height > 10) {
        const label = el("text", { class: "label", x: f.x + 2, y: f.y + 9 }, group);
        label.textContent = node.id !== null ? `${node.kind} "${node.id}"` : node.kind;
      }
    }
  });
  $("picture").replaceChildren(svg);
  showVerdict(comparison);
}

function showVerdict(comparison) {
  const verdict = $("verdict");
  verdict.replaceChildren();
  verdict.className = "";
  if (!comparison) return;
  if (comparison.agrees) {
    verdict.className = "agree";
    verdict.textContent = "The engines agree (CORE-7).";
    return;
  }
  verdict.className = "differ";
  verdict.append(`${comparison.differences.length} difference(s) between the engines:`);
  const list = document.createElement("ul");
  for (const d of comparison.differences.slice(0, 12)) {
    const item = document.createElement("li");
    item.textContent = `${d.path} ${d.kind} ${d.field}: ${d.first} ≠ ${d.second} (${d.rule})`;
    list.appendChild(item);
  }
  verdict.appendChild(list);
}

const show = (v) => (v === null ? "nil" : v === "inf" ? "∞" : typeof v === "number" ? +v.toFixed(3) : v);
const frameText = (f) => `(${show(f.x)}, ${show(f.y)}) ${show(f.width)}×${show(f.height)}`;
const proposalText = (p) => (p ? `${show(p.width)} × ${show(p.height)}` : "none (hidden)");

// The negotiation of one view as far as a layout shows it: the proposal its parent made and the
// size it answered. The step-by-step trace (every proposal received, every answer, with the rules
// that decided them) follows below it when /api/trace answers (showTrace).
function negotiation(node, parent) {
  return [
    ["asked by", parent ? `${parent.kind} ${parent.path}` : "the root environment"],
    ["proposal", proposalText(node.proposal)],
    ["answer", `${show(node.frame.width)}×${show(node.frame.height)}`],
  ];
}

// The trace of one view in one engine for the layout on screen: fetched when first hovered and
// kept until the next layout is drawn. Resolves to the trace document or to {error}; a refusal
// (a busy server, a time limit) is not kept, so the next hover asks again.
function traceOf(engine, path) {
  const key = `${engine} ${path}`;
  if (!traces.has(key)) {
    const cache = traces;
    const body = { ...drawnBody, engine, node: path };
    const forget = (error) => {
      if (cache.get(key) === pending) cache.delete(key);
      return { error };
    };
    const pending = fetch("/api/trace", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (response) => {
      const answer = await response.json();
      return response.ok ? answer : forget((answer.error && answer.error.message) || `HTTP ${response.status}`);
    }).catch(() => forget("server unreachable"));
    traces.set(key, pending);
  }
  return traces.get(key);
}

const rule = (e) => (e.step ? `${e.rule} ${e.step}` : e.rule);
const asker = (e) => (e.asker === null ? "the root" : `#${e.asker}`);

// The focused view's own steps, one line each: a proposal it received paired with the answer it
// gave (queries and answers nest, so an answer closes the latest open query), its placements,
// and a stack's order and groups or a ViewThatFits choice. Steps it makes to its children are left
// out: hovering a child shows them.
function traceLines(trace) {
  const lines = [];
  const open = [];
  for (const e of trace.events) {
    if (e.node !== trace.node) continue;
    const rows = e.rows && e.rows.length ? `; rows ${[...new Set(e.rows.map((r) => r.rule))].join(", ")}` : "";
    switch (e.kind) {
      case "query":
        open.push(lines.length);
        lines.push(`${asker(e)} proposes ${proposalText(e.proposal)} [${rule(e)}]`);
        break;
      case "answer": {
        const answer = `→ ${show(e.size.width)}×${show(e.size.height)} [${e.rule}${e.cached ? ", cached" : ""}${rows}]`;
        if (open.length) lines[open.pop()] += ` ${answer}`;
        else lines.push(answer);
        break;
      }
      case "placement":
        lines.push(`placed by ${asker(e)} at (${show(e.origin.x)}, ${show(e.origin.y)}) ` +
                   `with ${proposalText(e.proposal)} [${rule(e)}${rows}]`);
        break;
      case "hidden":
        lines.push(`hidden: not chosen [${rule(e)}]`);
        break;
      case "choice":
        lines.push(`chooses #${e.chosen} for ${proposalText(e.proposal)} [${rule(e)}]`);
        break;
      case "order":
        lines.push(`order ${e.members.map((m) => `#${m}`).join(", ")} [${rule(e)}]`);
        break;
      case "group":
        lines.push(`group ${e.members.map((m) => `#${m}`).join(", ")}: offered ${show(e.offered)}, ` +
                   `took ${show(e.took)} [${rule(e)}]`);
        break;
    }
  }
  return lines;
}

// Fills #trace with the hovered view's negotiation, unless another view was hovered meanwhile.
async function showTrace(engine, path) {
  const box = $("trace");
  box.dataset.for = `${engine} ${path}`;
  box.replaceChildren("negotiation: loading…");
  const trace = await traceOf(engine, path);
  if (box.dataset.for !== `${engine} ${path}` || !box.isConnected) return;
  if (trace.error) {
    box.replaceChildren(`negotiation: ${trace.error}`);
    return;
  }
  const heading = document.createElement("div");
  heading.className = "title";
  heading.textContent = `negotiation of #${trace.node} (${trace.engine})`;
  const list = document.createElement("ol");
  for (const line of traceLines(trace)) {
    const item = document.createElement("li");
    item.textContent = line;
    list.appendChild(item);
  }
  box.replaceChildren(heading, list);
}

function inspect(node, parent, engine, comparison) {
  for (const r of document.querySelectorAll(`#picture .view[data-path="${node.path}"]`)) r.classList.add("hovered");
  const rows = [
    ["view", node.id !== null ? `${node.kind} "${node.id}"` : node.kind],
    ["path", node.path],
    ["engine", engine],
    ["frame", frameText(node.frame)],
    ["display frame", frameText(node.displayFrame)],
    ...negotiation(node, parent),
  ];
  if (comparison) {
    for (const d of comparison.differences.filter((d) => d.path === node.path)) {
      rows.push([`differs: ${d.field}`, `${d.first} ≠ ${d.second} (${d.rule})`]);
    }
  }
  const list = document.createElement("dl");
  for (const [term, value] of rows) {
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = value;
    list.append(dt, dd);
  }
  const trace = document.createElement("div");
  trace.id = "trace";
  $("inspector").replaceChildren(list, trace);
  showTrace(engine, node.path);
}

function unhover() {
  for (const r of document.querySelectorAll("#picture .view.hovered")) r.classList.remove("hovered");
}

source.value = EXAMPLE;
source.addEventListener("input", () => { renderGutter(null); schedule(); });
source.addEventListener("scroll", () => { $("gutter").scrollTop = source.scrollTop; });
$("error").addEventListener("click", () => { if ($("error").dataset.line) selectLine(Number($("error").dataset.line)); });
$("device").addEventListener("change", () => { $("custom-size").hidden = $("device").value !== "custom"; update(); });
for (const id of ["width", "height"]) $(id).addEventListener("input", schedule);
$("engines").addEventListener("change", update);
renderGutter(null);
update();
