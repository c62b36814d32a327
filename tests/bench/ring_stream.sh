#!/usr/bin/env bash
# shm.ring's stream (ipclab-cli) against a ring that is not ours (boost_spsc_ring: Boost.Lockfree's
# spsc_queue in shared memory) and the memory-copy floor, cross-core, in alternating rounds:
# every program once per round and size, the order reversed every other round, so that the
# host's changes of level hit all alike. Each round also measures the line floor (one cache line
# ping-ponged between the two CPUs, floor_line_processes): it tells which level the host was on
# (docs/benchmarks.md, "Two modes"), as do the load and the time the host stole from this guest
# during the round (steal, /proc/stat). Prints every round, then per size the median over rounds
# of each figure and of each ratio, with the ratios' smallest and largest.
#
# Usage: tests/bench/ring_stream.sh [--bin DIR] [--rounds N] [--sizes 64K,1M,4M] [--mib N]
#          [--cpus A,B] [--steps] [--product cli|runner] [--line-split NS]
# Defaults: build/release/bin, 9 rounds, 64 KiB, 1 MiB and 4 MiB chunks, 1,024 MiB per run (and a
# tenth of it as warm-up), CPUs 0,1. --steps adds ring_steps' "bare" (our index ring, 4 MiB, in
# the bare harness) and "channel" (the product's RingChannel in the bare harness) between Boost
# and ipclab-cli, to see which step loses what. --product runner measures shm.ring with
# `ring_steps --step runner` (core's Runner and ipclab-peer, as ipclab-cli runs a point, without
# the Qt-linked CLI) instead of ipclab-cli.
# The host moves this guest's two vCPUs between cores that share a cache and cores that do not
# (one line core to core: 50-80 ns against 190-240 ns on the AMD EPYC host): the line is probed
# right before and right after every program, and a run with either probe at or over
# --line-split (default 120 ns) is marked "*" (slow level). The summary gives each ratio over all
# rounds and again over the rounds where both of its runs stayed on the fast level.
# /rings is the ratio to the faster of the two rings that are not the product (Boost's and
# ring_steps' bare index ring; --steps).
# Figures: GB/s (10^9 B/s). ratio = shm.ring / the other (> 1: shm.ring faster); /best is the
# ratio to the faster of Boost's ring and the floor, the goal of issue 41 being >= 0.95. memcpy: one
# thread's memcpy of the chunk size over a 4 MiB span (best of 5); floor = memcpy / 2, the rate
# of one core doing both copies of every chunk (a ring with two cores can beat it: its two
# copies run at once).
# Build first (release preset): ipclab-cli ipclab-peer boost_spsc_ring memcpy_bandwidth
# floor_line_processes, and ring_steps for --steps or --product runner.
set -euo pipefail

bin=build/release/bin
rounds=9
sizes=64K,1M,4M
mib=1024
cpus=0,1
steps=no
product=cli
line_split=120
while (($#)); do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --mib) mib=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --steps) steps=yes; shift ;;
    --product) product=$2; shift 2 ;;
    --line-split) line_split=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ {print; next} NR > 1 {exit}' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
programs=(ipclab-peer boost_spsc_ring memcpy_bandwidth floor_line_processes)
[[ $product == cli ]] && programs+=(ipclab-cli)
[[ $steps == yes || $product == runner ]] && programs+=(ring_steps)
for program in "${programs[@]}"; do
  [[ -x $bin/$program ]] || { echo "$bin/$program is missing: build it first" >&2; exit 2; }
done
cpu_a=${cpus%,*}
cpu_b=${cpus#*,}

bytes_of() {
  case $1 in
    *K) echo $((${1%K} * 1024)) ;;
    *M) echo $((${1%M} * 1048576)) ;;
    *) echo "$1" ;;
  esac
}

# Boost's ring: 4 MiB (as the independent ring of issue 41), or twice the chunk when that is
# more, so that a producer never waits for the ring to run empty.
ring_mib_for() {
  local m=4
  while ((m * 1048576 < 2 * $1)); do m=$((m * 2)); done
  echo "$m"
}

# A spinning pair that a loaded host preempts can take far longer than planned: SIGINT then
# makes ipclab-cli cancel cleanly (removing its named objects).
run() { timeout -s INT -k 5 120 "$@" 2>/dev/null; }

# kind size chunks warmup -> GB/s
figure() {
  local kind=$1 size=$2 n=$3 w=$4 bytes_per_s
  local common=(--pattern stream --size "$size" --iterations "$n" --warmup "$w"
                --cpu-a "$cpu_a" --cpu-b "$cpu_b" --check-sequence 1)
  case $kind in
    boost) bytes_per_s=$(run "$bin/boost_spsc_ring" --ring-mib "$(ring_mib_for "$size")" "${common[@]}") ;;
    bare) bytes_per_s=$(run "$bin/ring_steps" --step bare "${common[@]}") ;;
    channel) bytes_per_s=$(run "$bin/ring_steps" --step channel "${common[@]}") ;;
    shm.ring)
      if [[ $product == runner ]]; then
        bytes_per_s=$(run "$bin/ring_steps" --step runner "${common[@]}")
        awk -v v="${bytes_per_s:-0}" 'BEGIN {printf "%.3g", v / 1e9}'
        return
      fi
      # ipclab-cli pins its two parties to the first two allowed CPUs in cross-core placement.
      bytes_per_s=$(run "$bin/ipclab-cli" run --mechanisms shm.ring \
        --pattern stream --sizes "$size" --iterations "$n" --warmup "$w" --repetitions 1 \
        --placement cross-core --gap-us 0 --format csv |
        awk -F, 'NR == 1 {for (i = 1; i <= NF; i++) if ($i == "bytes_per_s") c = i; next}
                 {print $c}') ;;
  esac
  awk -v v="${bytes_per_s:-0}" 'BEGIN {printf "%.3g", v / 1e9}'
}

# One cache line ping-ponged between the two CPUs, ns one-way: a few ms, so it can bracket a run.
line_probe() {
  run "$bin/floor_line_processes" --iterations 50000 --warmup 5000 --cpu-a "$cpu_a" --cpu-b "$cpu_b"
}

# Time the host took from this guest's CPUs (steal, /proc/stat), in ms since boot.
steal_ms() { awk '$1 == "cpu" {print $9 * 1000 / '"$(getconf CLK_TCK)"'}' /proc/stat; }

median() { tr ' ' '\n' | grep -v '^$' | sort -g |
  awk '{v[NR] = $1} END {if (NR == 0) print "nan"; else print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
range() { tr ' ' '\n' | grep -v '^$' | sort -g | awk 'NR == 1 {lo = $1} {hi = $1} END {printf "%s-%s", lo, hi}'; }

kinds=(boost)
[[ $steps == yes ]] && kinds+=(bare channel)
kinds+=(shm.ring)
echo "# $(date -u +%FT%TZ) $(uname -r) $(nproc) CPUs, load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# ${mib} MiB per run, CPUs $cpus, shm.ring by $product; GB/s; ratio = shm.ring / other; line = floor_line_processes ns"
declare -A series
header="size     round  line ns  memcpy  floor"
for kind in "${kinds[@]}"; do header+=$(printf " %8s" "$kind"); done
for kind in "${kinds[@]}"; do [[ $kind != shm.ring ]] && header+=$(printf " %9s" "/$kind"); done
[[ $steps == yes ]] && header+="  /rings"
echo "$header   /best  load steal-ms  (* = the line was slow before or after that run)"
IFS=, read -ra size_list <<<"$sizes"
for ((round = 0; round < rounds; round++)); do
  for size_text in "${size_list[@]}"; do
    size=$(bytes_of "$size_text")
    n=$((mib * 1048576 / size))
    ((n < 20)) && n=20
    w=$((n / 10))
    ((w < 2)) && w=2
    order=("${kinds[@]}")
    if ((round % 2)); then
      order=()
      for ((k = ${#kinds[@]} - 1; k >= 0; k--)); do order+=("${kinds[k]}"); done
    fi
    declare -A got=() slow=()
    steal_before=$(steal_ms)
    line=$(run "$bin/floor_line_processes" --iterations 200000 --warmup 20000 --cpu-a "$cpu_a" --cpu-b "$cpu_b")
    for kind in "${order[@]}"; do
      before=$(line_probe)
      got[$kind]=$(figure "$kind" "$size" "$n" "$w")
      after=$(line_probe)
      slow[$kind]=$(awk -v a="${before:-999}" -v b="${after:-999}" -v s="$line_split" \
        'BEGIN {print (a >= s || b >= s) ? "*" : ""}')
    done
    memcpy=$(run "$bin/memcpy_bandwidth" --chunk "$size" --span 4M --total "$((mib / 2))M" |
      awk '{print $NF}')
    floor=$(awk -v m="$memcpy" 'BEGIN {printf "%.2f", m / 2}')
    row=$(printf "%-8s %5d %8s %7s %6s" "$size_text" "$round" "$line" "$memcpy" "$floor")
    series[$size_text,line]+="$line "
    series[$size_text,memcpy]+="$memcpy "
    series[$size_text,floor]+="$floor "
    for kind in "${kinds[@]}"; do
      row+=$(printf " %8s" "${got[$kind]}${slow[$kind]}")
      series[$size_text,$kind]+="${got[$kind]} "
    done
    # ratio_of NAME OTHER_FIGURE OTHER_SLOW: sets $ratio, recorded over all rounds and over the
    # rounds where both runs stayed on the fast level.
    ratio_of() {
      ratio=$(awk -v o="${got[shm.ring]}" -v b="$2" 'BEGIN {if (b > 0) printf "%.3f", o / b; else print "nan"}')
      series[$size_text,/$1]+="$ratio "
      if [[ -z ${slow[shm.ring]}$3 ]]; then series[$size_text,/$1,fast]+="$ratio "; fi
    }
    for kind in "${kinds[@]}"; do
      [[ $kind == shm.ring ]] && continue
      ratio_of "$kind" "${got[$kind]}" "${slow[$kind]}"
      row+=$(printf " %9s" "$ratio")
    done
    ratio_of floor "$floor" ""
    if [[ $steps == yes ]]; then
      faster=boost
      if awk -v a="${got[bare]}" -v b="${got[boost]}" 'BEGIN {exit !(a > b)}'; then faster=bare; fi
      ratio_of rings "${got[$faster]}" "${slow[$faster]}"
      row+=$(printf " %7s" "$ratio")
    fi
    best=$(awk -v b="${got[boost]}" -v f="$floor" 'BEGIN {print (b > f) ? b : f}')
    best_slow=$(awk -v b="${got[boost]}" -v f="$floor" -v s="${slow[boost]}" 'BEGIN {print (b > f) ? s : ""}')
    ratio_of best "$best" "$best_slow"
    row+=$(printf " %7s" "$ratio")
    steal=$(awk -v a="$steal_before" -v b="$(steal_ms)" 'BEGIN {printf "%.0f", b - a}')
    echo "$row  $(cut -d' ' -f1 /proc/loadavg) ${steal}"
  done
done

echo
echo "# per size: median over rounds [smallest-largest]"
for size_text in "${size_list[@]}"; do
  echo "$size_text: line $(median <<<"${series[$size_text,line]}") ns, memcpy $(median <<<"${series[$size_text,memcpy]}"), floor $(median <<<"${series[$size_text,floor]}") GB/s"
  for kind in "${kinds[@]}"; do
    echo "  $kind $(median <<<"${series[$size_text,$kind]}") GB/s [$(range <<<"${series[$size_text,$kind]}")]"
  done
  ratios=("${kinds[@]}" floor)
  [[ $steps == yes ]] && ratios+=(rings)
  for kind in "${ratios[@]}" best; do
    [[ $kind == shm.ring ]] && continue
    fast=${series[$size_text,/$kind,fast]:-}
    echo "  shm.ring/$kind $(median <<<"${series[$size_text,/$kind]}") [$(range <<<"${series[$size_text,/$kind]}")]; fast level only: $(median <<<"$fast") [$(range <<<"$fast")] in $(wc -w <<<"$fast") rounds"
  done
done
