#!/usr/bin/env python3
"""Prints Benchmarks/compare.sh's measurements as Markdown tables, with the targets they are held to.

usage: report.py WORK LINES PEER_LINES BUILD RSS_START RSS_SMALL RSS_LARGE RSS_AWK RSS_HELLO
                 IR_START IR_HELLO IR_REPLAY CALLGRIND_LINES IR_NAMED
                 RSS_CONVERSIONS IR_PSI IR_CONVERSIONS
WORK holds hyperfine's replay.json, peers.json and startup.json; RSS in kB.
"""
import json
import os
import subprocess
import sys

work, build = sys.argv[1], sys.argv[4]
lines, peer_lines = int(sys.argv[2]), int(sys.argv[3])
rss_start, rss_small, rss_large, rss_awk, rss_hello = (int(v) for v in sys.argv[5:10])
ir_start, ir_hello, ir_replay, callgrind_lines, ir_named = (int(v) for v in sys.argv[10:15])
rss_conversions, ir_psi, ir_conversions, ir_refused, refused_lines = (int(v) for v in sys.argv[15:20])


def load(name):
    """The fastest of the runs, for every command alike: on a shared machine the minimum is the
    least disturbed measurement of CPU-bound work."""
    return {r["command"]: r["min"] for r in json.load(open(os.path.join(work, name)))["results"]}


def mb(kb):
    return f"{kb / 1024:.1f} MB"


replay, peers, startup = load("replay.json"), load("peers.json"), load("startup.json")
per_line = {name: t / lines for name, t in replay.items()}
per_line.update({name: t / peer_lines for name, t in peers.items()})
base = per_line["convcalc plain"]
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown")
nproc = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
print(f"Machine: {os.cpu_count()} CPUs (`nproc` {nproc}), {cpu}")
print(f"Build: {build}")
print(f"Workload: {lines:,} lines for convcalc and awk, {peer_lines:,} for bc and GNU units (seed 7).\n")

print("| replay (fastest of the runs) | lines per second | time per line vs convcalc plain |")
print("|---|---:|---:|")
for name, t in per_line.items():
    print(f"| {name} | {1 / t:,.0f} | {t / base:.2f}× |")

convcalc = startup["convcalc -e 212"]
print("\n| start-up (one hyperfine -N run) | fastest | vs convcalc |")
print("|---|---:|---:|")
for name, t in startup.items():
    print(f"| {name} | {t * 1000:.2f} ms | {t / convcalc:.2f}× |")

print("\n| peak RSS | |")
print("|---|---:|")
print(f"| convcalc -e 212 | {mb(rss_start)} |")
print(f"| convcalc, replay of {callgrind_lines:,} lines | {mb(rss_small)} |")
print(f"| convcalc, replay of {lines:,} lines | {mb(rss_large)} |")
print(f"| convcalc, {lines:,} one-line conversions | {mb(rss_conversions)} |")
print(f"| awk 'BEGIN{{print 1}}' | {mb(rss_awk)} |")
print(f"| Swift hello world (-static-executable) | {mb(rss_hello)} |")

per_line_ir = (ir_replay - ir_start) / callgrind_lines
per_conversion_ir = (ir_conversions - ir_start) / callgrind_lines
print("\n| instructions (callgrind) | |")
print("|---|---:|")
print(f"| convcalc -e 212, per start | {ir_start:,} |")
print(f"| convcalc -e '5 m to ft' (units named), per start | {ir_named:,} |")
print(f"| convcalc -e '5 psi to kPa', per start | {ir_psi:,} |")
print(f"| Swift hello world (-static-executable), per start | {ir_hello:,} |")
print(f"| convcalc replay, per line ({callgrind_lines:,} lines, start subtracted) | {per_line_ir:,.0f} |")
print(f"| convcalc one-line conversion, per line ({callgrind_lines:,} lines, start subtracted) | {per_conversion_ir:,.0f} |")
print(f"| convcalc refused line (junk words, hints looked for), per line ({refused_lines:,} lines, start subtracted)"
      f" | {(ir_refused - ir_start) / refused_lines:,.0f} |")

hello = startup["Swift hello world (-static-executable)"]
awk_per_line = per_line["awk"]
million = lines >= 1_000_000
checks = [
    ("start-up of `convcalc -e 212` ≤ awk's", convcalc <= startup["awk"]),
    ("start-up within 1.5× of the fully static hello world", convcalc <= 1.5 * hello),
    ("peak RSS of `convcalc -e 212` ≤ 4 MB", rss_start <= 4 * 1024),
    (f"peak RSS of the {lines:,}-line replay ≤ 6 MB", rss_large <= 6 * 1024),
    (f"peak RSS flat in input length (≤ 10% from {callgrind_lines:,} lines)", rss_large <= 1.10 * rss_small),
    ("replay ≥ 10 M lines/s plain" + ("" if million else " (meaningful on 1,000,000 lines)"), 1 / base >= 10_000_000),
    ("replay ≥ 3× awk", awk_per_line >= 3 * base),
    ("≤ 1,300 instructions per line (callgrind)", per_line_ir <= 1300),
    ("start-up ≤ 255,000 instructions (`-e 212`, callgrind)", ir_start <= 255_000),
    ("`-e '5 psi to kPa'` within 1.5× of `-e 212` (instructions, callgrind)", ir_psi <= 1.5 * ir_start),
    ("one-line conversions ≥ 2 M lines/s" + ("" if million else " (meaningful on 1,000,000 lines)"),
     1 / per_line["convcalc one-line conversions"] >= 2_000_000),
    (f"peak RSS of the {lines:,} one-line conversions ≤ 6 MB", rss_conversions <= 6 * 1024),
]
print("\n| target | met |\n|---|---|")
for name, ok in checks:
    print(f"| {name} | {'yes' if ok else 'not met'} |")
print("| 0 heap allocations per key event and per plain line | see the micro-benchmarks |")
