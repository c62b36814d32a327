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
#          [--cpus A,B] [--steps] [--product cli|runner]
# Defaults: build/release/bin, 9 rounds, 64 KiB, 1 MiB and 4 MiB chunks, 1,024 MiB per run (and a
# tenth of it as warm-up), CPUs 0,1. --steps adds ring_steps' "bare" (our index ring, 4 MiB, in
# the bare harness) and "channel" (the product's RingChannel in the bare harness) between Boost
# and ipclab-cli, to see which step loses what. --product runner measures shm.ring with
# `ring_steps --step runner` (core's Runner and ipclab-peer, as ipclab-cli runs a point, without
# the Qt-linked CLI) instead of ipclab-cli.
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
while (($#)); do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --mib) mib=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --steps) steps=yes; shift ;;
    --product) product=$2; shift 2 ;;
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
echo "$header   /best  load steal-ms"
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
    declare -A got=()
    steal_before=$(steal_ms)
    line=$(run "$bin/floor_line_processes" --iterations 200000 --warmup 20000 --cpu-a "$cpu_a" --cpu-b "$cpu_b")
    for kind in "${order[@]}"; do got[$kind]=$(figure "$kind" "$size" "$n" "$w"); done
    memcpy=$(run "$bin/memcpy_bandwidth" --chunk "$size" --span 4M --total "$((mib / 2))M" |
      awk '{print $NF}')
    floor=$(awk -v m="$memcpy" 'BEGIN {printf "%.2f", m / 2}')
    row=$(printf "%-8s %5d %8s %7s %6s" "$size_text" "$round" "$line" "$memcpy" "$floor")
    series[$size_text,line]+="$line "
    series[$size_text,memcpy]+="$memcpy "
    series[$size_text,floor]+="$floor "
    for kind in "${kinds[@]}"; do
      row+=$(printf " %8s" "${got[$kind]}")
      series[$size_text,$kind]+="${got[$kind]} "
    done
    for kind in "${kinds[@]}" floor; do
      [[ $kind == shm.ring ]] && continue
      other=${got[$kind]:-$floor}  # "floor" is no program: its figure is the floor
      ratio=$(awk -v o="${got[shm.ring]}" -v b="$other" 'BEGIN {if (b > 0) printf "%.3f", o / b; else print "nan"}')
      series[$size_text,/$kind]+="$ratio "
      [[ $kind != floor ]] && row+=$(printf " %9s" "$ratio")
    done
    best=$(awk -v o="${got[shm.ring]}" -v b="${got[boost]}" -v f="$floor" \
      'BEGIN {m = b > f ? b : f; if (m > 0) printf "%.3f", o / m; else print "nan"}')
    series[$size_text,/best]+="$best "
    row+=$(printf " %7s" "$best")
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
  for kind in "${kinds[@]}" floor best; do
    [[ $kind == shm.ring ]] && continue
    echo "  shm.ring/$kind $(median <<<"${series[$size_text,/$kind]}") [$(range <<<"${series[$size_text,/$kind]}")]"
  done
done
