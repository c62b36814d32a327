#!/usr/bin/env bash
# shm.ring's 64 B ping-pong across cores against the hardware's floor, step by step from the bare
# index ring to the product (ring_steps.cpp says what each step adds), and ipclab-cli itself;
# every program once per round, alternating, so that the host's changes of level hit all alike.
# Prints each row's median over rounds, the median over rounds of its ratio to that round's
# line floor, and every round's figure: read figures within one level (docs/hardware-floor.md).
#
# Usage: tests/bench/ring_steps.sh [--bin DIR] [--rounds N] [--iterations N] [--size B]
#          [--cpus A,B]
# Defaults: build/release/bin, 9 rounds, 1,000,000 round trips per run, 64 B, CPUs 0,1.
# Build first: ring_steps floor_line_processes floor_payload_processes ipclab-cli ipclab-peer.
set -euo pipefail

bin=build/release/bin
rounds=9
iterations=1000000
size=64
cpus=0,1
while (($#)); do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --iterations) iterations=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
for program in ring_steps floor_line_processes floor_payload_processes ipclab-cli; do
  [[ -x $bin/$program ]] || { echo "$bin/$program is missing: build it first" >&2; exit 2; }
done
warmup=$((iterations / 10))
common=(--size "$size" --iterations "$iterations" --warmup "$warmup"
        --cpu-a "${cpus%,*}" --cpu-b "${cpus#*,}")

cli() {
  # ipclab-cli pins its two parties to the first two allowed CPUs in cross-core placement.
  "$bin/ipclab-cli" run --mechanisms shm.ring --pattern pingpong --sizes "$size" \
    --iterations "$iterations" --warmup "$warmup" --repetitions 1 --placement cross-core \
    --gap-us 0 --format csv 2>/dev/null |
    awk -F, 'NR == 1 {for (i = 1; i <= NF; i++) if ($i == "median_ns") c = i; next} {print $c}'
}

rows=(line payload bare layout wait virtual publish channel ipclab-cli eager)
declare -A figures
for ((round = 0; round < rounds; round++)); do
  for row in "${rows[@]}"; do
    case $row in
      line) figure=$("$bin/floor_line_processes" "${common[@]}") ;;
      payload) figure=$("$bin/floor_payload_processes" "${common[@]}") ;;
      ipclab-cli) figure=$(cli) ;;
      *) figure=$("$bin/ring_steps" --step "$row" "${common[@]}") ;;
    esac
    figures[$row]+="${figure:-nan} "
  done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g |
  awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
printf "%-11s %9s %9s  %s\n" "" "median ns" "x line" "each round (ns)"
for row in "${rows[@]}"; do
  ratio=$(paste -d' ' <(tr ' ' '\n' <<<"${figures[$row]}") <(tr ' ' '\n' <<<"${figures[line]}") |
    awk 'NF == 2 && $2 > 0 {printf "%.3f\n", $1 / $2}' | median)
  printf "%-11s %9.1f %9.2f  %s\n" "$row" "$(median <<<"${figures[$row]}")" "$ratio" "${figures[$row]}"
done
