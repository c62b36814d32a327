#!/usr/bin/env bash
# Compares IPC Lab (measured with its own CLI, `ipclab-cli run`) with minimal stand-alone
# programs doing the same exchange with the same placement (tests/bench/bare_*.cpp), run back
# to back and alternating, ROUNDS times per cell, so that drift hits both alike. Prints the
# median of the per-run figures of each and their ratio, then shm.ring's stream bandwidth
# against single-thread memcpy.
#
# Ratio convention (one for both kinds of figure): ratio > 1 means IPC Lab is slower.
#   latency (ping-pong, median one-way ns): ratio = IPC Lab ns / bare ns
#   throughput (stream, bytes/s):           ratio = bare bytes/s / IPC Lab bytes/s
#
# Usage: tests/bench/compare.sh [--bin DIR] [--rounds N] [--seconds S]
#          [--mechanisms a,b,...] [--workloads pingpong64,stream64K,stream1M]
#          [--placements unpinned,same-core,cross-core] [--no-memcpy]
#          [--repeatability-only] [--no-repeatability] [--budget S] [--floor-only] [--no-floor]
#          [--floor-baseline DIR]
# Defaults: build/release/bin, 5 rounds, runs of ~0.3 s, everything. Build first:
#   cmake --build build/release --target ipclab-cli ipclab-peer memcpy_bandwidth \
#     bare_mutex bare_spin bare_native_spin bare_semaphore bare_std_semaphore bare_shm_spin \
#     bare_shm_semaphore bare_shm_ring bare_pipe bare_fifo bare_mq_posix bare_mq_sysv bare_udp \
#     bare_tcp bare_uds bare_zmq_ipc bare_zmq_tcp floor_line_threads floor_line_processes \
#     floor_payload_threads floor_payload_processes
# Quick look: tests/bench/compare.sh --rounds 3 --workloads pingpong64 --placements cross-core
#
# The hardware's floor (after the table, for the spinning mechanisms in --mechanisms, ping-pong
# 64 B across cores): each alternated with floor_line_* (one atomic on its own cache line) and
# floor_payload_* (that line plus a 64-byte payload line), threads for thread.*, processes for
# shm.*; goals: <= 1.6x the line floor and <= 1.3x the payload floor. --floor-only runs just it.
# --floor-baseline DIR: also an earlier build's ipclab-cli (and its ipclab-peer) from DIR,
# alternated in the same rounds, in a "before" column: before/after in one run.
#
# Repeatability (last): the same default run (rounds until settled, time budget --budget S,
# default 60) twice in a row - pipe, tcp, thread.mutex, uds x 64 B, 1 KiB, 16 KiB, unpinned - and
# the share of points whose medians agree within 10% (goal >= 90%), with each point's interval.
set -euo pipefail

bin=build/release/bin
rounds=5
seconds=0.3
mechanisms=thread.mutex,thread.spin,thread.native-spin,thread.semaphore,thread.std-semaphore,shm.spin,shm.semaphore,shm.ring,pipe,fifo,mq.posix,mq.sysv,udp,tcp,uds,zmq.ipc,zmq.tcp
workloads=pingpong64,stream64K,stream1M
placements=unpinned,same-core,cross-core
memcpy=yes
repeatability=yes
bare_comparison=yes
budget=60
floor=yes
floor_baseline=""
while (($#)); do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --mechanisms) mechanisms=$2; shift 2 ;;
    --workloads) workloads=$2; shift 2 ;;
    --placements) placements=$2; shift 2 ;;
    --no-memcpy) memcpy=no; shift ;;
    --repeatability-only) bare_comparison=no; memcpy=no; floor=no; shift ;;
    --no-repeatability) repeatability=no; shift ;;
    --budget) budget=$2; shift 2 ;;
    --floor-only) bare_comparison=no; memcpy=no; repeatability=no; floor_only=yes; shift ;;
    --no-floor) floor=no; shift ;;
    --floor-baseline) floor_baseline=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ {print; next} NR > 1 {exit}' "$0"; exit 0 ;;
    *) echo "unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done

# IPC Lab id -> bare program.
program_for() {
  case "$1" in
    thread.mutex) echo bare_mutex ;;
    thread.spin) echo bare_spin ;;
    thread.native-spin) echo bare_native_spin ;;
    thread.semaphore) echo bare_semaphore ;;  # sem_t, as the mechanism on Linux
    thread.std-semaphore) echo bare_std_semaphore ;;  # C++20 std::counting_semaphore
    shm.spin) echo bare_shm_spin ;;
    shm.semaphore) echo bare_shm_semaphore ;;
    shm.ring) echo bare_shm_ring ;;
    pipe) echo bare_pipe ;;
    fifo) echo bare_fifo ;;
    mq.posix) echo bare_mq_posix ;;
    mq.sysv) echo bare_mq_sysv ;;
    udp) echo bare_udp ;;
    tcp) echo bare_tcp ;;
    uds) echo bare_uds ;;
    zmq.ipc) echo bare_zmq_ipc ;;  # ZeroMQ PAIR, as the mechanisms
    zmq.tcp) echo bare_zmq_tcp ;;
    *) return 1 ;;
  esac
}

# Mechanisms whose default wait is a pure spin: on one core the waiter holds the CPU until the
# scheduler preempts it (milliseconds per message), for IPC Lab and the bare program alike.
spins() { case "$1" in thread.spin|thread.native-spin|shm.spin|shm.ring) return 0 ;; esac; return 1; }

workload_args() {  # workload -> "pattern size"
  case "$1" in
    pingpong64) echo "pingpong 64" ;;
    stream64K) echo "stream 65536" ;;
    stream1M) echo "stream 1048576" ;;
    *) echo "unknown workload $1" >&2; exit 2 ;;
  esac
}

cpu_args() {
  case "$1" in
    unpinned) ;;
    same-core) echo "--cpu-a 0 --cpu-b 0" ;;
    cross-core) echo "--cpu-a 0 --cpu-b 1" ;;
    *) echo "unknown placement $1" >&2; exit 2 ;;
  esac
}

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# bare program pattern size iterations warmup placement -> figure (or fails)
bare_once() {
  # shellcheck disable=SC2046
  timeout -s INT -k 5 "$limit" "$bin/$1" --pattern "$2" --size "$3" --iterations "$4" --warmup "$5" $(cpu_args "$6") 2>/dev/null
}

# mechanism pattern size iterations warmup placement -> figure (or fails)
ours_once() {
  local column=median_ns
  [[ $2 == stream ]] && column=bytes_per_s
  # --gap-us 0: the runner hands Experiment::gapUs (default 1000) to every pattern, so plain
  # ping-pong sleeps 1 ms after each round trip like "paced" (core/src/run/runner.cpp:66, reported);
  # harmless once fixed.
  timeout -s INT -k 5 "$limit" "${cli:-$bin/ipclab-cli}" run --mechanisms "$1" --pattern "$2" --sizes "$3" --iterations "$4" \
    --warmup "$5" --repetitions 1 --placement "$6" --gap-us 0 --format csv 2>/dev/null |
    awk -F, -v want="$column" '
      NR == 1 {for (i = 1; i <= NF; i++) {if ($i == want) c = i; if ($i == "ok") k = i}; next}
      $k == "true" && $c != "" {print $c; found = 1}
      END {exit found ? 0 : 1}'
}

# Counts giving runs of about $seconds, from a short bare run (pattern size figure -> "n w").
counts_for() {
  awk -v p="$1" -v s="$2" -v f="$3" -v t="$seconds" 'BEGIN {
    if (p == "pingpong") { n = t * 1e9 / (2 * f); lo = 1000; hi = 300000 }
    else { n = t * f / s; lo = 20; hi = 1000000 }
    n = int(n < lo ? lo : (n > hi ? hi : n));
    w = int(n / 10); if (w < 2) w = 2;
    print n, w }'
}

# A run that takes far longer than planned (a spinning pair preempted on a loaded machine) is
# interrupted: SIGINT makes ipclab-cli cancel cleanly (removing its named objects).
limit=$(awk -v t="$seconds" 'BEGIN {l = 40 * t; print (l < 10 ? 10 : l)}')

if [[ ! -x $bin/ipclab-cli ]]; then
  echo "no $bin/ipclab-cli: build it first (see --help)" >&2
  exit 1
fi

repeatability_run() {  # -> JSON of the default settled run
  "$bin/ipclab-cli" run --mechanisms pipe,tcp,thread.mutex,uds --sizes 64,1K,16K \
    --placement unpinned --time-budget "$budget" --format json --out "$1" >/dev/null 2>&1
}

if [[ $bare_comparison == no ]]; then mechanism_list_override=yes; fi
IFS=, read -r -a floor_mechanisms <<<"$mechanisms"  # before the override below empties the list
echo "# IPC Lab vs bare programs: $(uname -srm), $(nproc) CPUs, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "# rounds $rounds (alternating), runs of ~${seconds}s, figure = median over rounds of each run's figure"
echo "# ping-pong: median one-way ns, ratio = IPC Lab / bare; stream: MB/s (10^6 B/s), ratio = bare / IPC Lab"
echo "# ratio > 1: IPC Lab is slower; '!' marks ratios beyond 5%"
printf '%-18s %-10s %-10s %12s %12s %7s  %s\n' mechanism workload placement "ipclab" "bare" ratio note

IFS=, read -r -a mechanism_list <<<"$mechanisms"
[[ ${mechanism_list_override:-} == yes ]] && mechanism_list=()
IFS=, read -r -a workload_list <<<"$workloads"
IFS=, read -r -a placement_list <<<"$placements"
ring_stream=()  # "size MB/s" of shm.ring streams, for the memcpy comparison

for workload in "${workload_list[@]}"; do
  read -r pattern size <<<"$(workload_args "$workload")"
  for placement in "${placement_list[@]}"; do
    for mechanism in "${mechanism_list[@]}"; do
      row() { printf '%-18s %-10s %-10s %12s %12s %7s  %s\n' "$mechanism" "$workload" \
                "$placement" "$1" "$2" "$3" "$4"; }
      if ! program=$(program_for "$mechanism"); then
        row - - - "no bare program"; continue
      fi
      if [[ ! -x $bin/$program ]]; then
        row - - - "$program not built"; continue
      fi
      if [[ $placement == same-core ]] && spins "$mechanism"; then
        row - - - "skipped: spin-waiting on one core"; continue
      fi
      if [[ $pattern == pingpong ]]; then probe=(2000 200); else probe=($((size > 65536 ? 30 : 300)) 5); fi
      if ! estimate=$(bare_once "$program" "$pattern" "$size" "${probe[@]}" "$placement"); then
        row - - - "bare program cannot (size beyond the mechanism's limit?)"; continue
      fi
      read -r iterations warmup <<<"$(counts_for "$pattern" "$size" "$estimate")"
      ours=(); bare=(); problem=""
      for ((r = 0; r < rounds; r++)); do
        if figure=$(ours_once "$mechanism" "$pattern" "$size" "$iterations" "$warmup" "$placement"); then
          ours+=("$figure")
        else
          problem="ipclab-cli failed"
        fi
        if figure=$(bare_once "$program" "$pattern" "$size" "$iterations" "$warmup" "$placement"); then
          bare+=("$figure")
        else
          problem="bare program failed"
        fi
      done
      if ((${#ours[@]} == 0 || ${#bare[@]} == 0)); then
        row - - - "${problem:-no figures}"; continue
      fi
      o=$(printf '%s\n' "${ours[@]}" | median)
      b=$(printf '%s\n' "${bare[@]}" | median)
      note="n=$iterations"
      [[ -n $problem ]] && note="$note, $problem in some rounds"
      if [[ $pattern == pingpong ]]; then
        ratio=$(awk -v o="$o" -v b="$b" 'BEGIN {printf "%.3f", o / b}')
        row "$(printf '%.1f' "$o")" "$(printf '%.1f' "$b")" "$ratio" "$note$(awk -v r="$ratio" 'BEGIN {if (r > 1.05 || r < 0.95) printf " !"}')"
      else
        ratio=$(awk -v o="$o" -v b="$b" 'BEGIN {printf "%.3f", b / o}')
        row "$(awk -v v="$o" 'BEGIN {printf "%.0f", v / 1e6}')" \
            "$(awk -v v="$b" 'BEGIN {printf "%.0f", v / 1e6}')" "$ratio" \
            "$note$(awk -v r="$ratio" 'BEGIN {if (r > 1.05 || r < 0.95) printf " !"}')"
        if [[ $mechanism == shm.ring ]]; then ring_stream+=("$size $placement $o"); fi
      fi
    done
  done
done

if [[ $memcpy == yes && -x $bin/memcpy_bandwidth && ${#ring_stream[@]} -gt 0 ]]; then
  echo
  echo "# shm.ring stream (IPC Lab) vs single-thread memcpy of the same chunk size (best of 5;"
  echo "# span = the memory the copies move through: the chunk itself (cache-hot), 4 MiB (last-level"
  echo "# cache, like the ring), 256 MiB (main memory)); ratio = ring / memcpy, >= 0.80 wanted"
  printf '%-9s %-10s %10s %14s %14s %8s\n' chunk placement "ring MB/s" "memcpy span" "memcpy MB/s" ratio
  for entry in "${ring_stream[@]}"; do
    read -r size placement ring <<<"$entry"
    while read -r _ span _ _ _ gbs; do
      printf '%-9s %-10s %10.0f %14s %14.0f %8.3f\n' "$size" "$placement" \
        "$(awk -v v="$ring" 'BEGIN {print v / 1e6}')" "$span" \
        "$(awk -v v="$gbs" 'BEGIN {print v * 1e3}')" \
        "$(awk -v r="$ring" -v g="$gbs" 'BEGIN {print r / (g * 1e9)}')"
    done < <("$bin/memcpy_bandwidth" --chunk "$size" --total $((256 << 20)))
  done
fi

# One-way ns estimate -> "n w" for floor runs of about $seconds (between 20,000 and 3,000,000
# round trips; counts_for's ceiling of 300,000 would cut a 60 ns floor to 36 ms).
floor_counts() {
  awk -v f="$1" -v t="$seconds" 'BEGIN {
    n = int(t * 1e9 / (2 * f)); n = n < 20000 ? 20000 : (n > 3000000 ? 3000000 : n);
    print n, int(n / 10) }'
}

floor_section() {
  echo
  echo "# Spinning hand-offs against the hardware's floor: ping-pong 64 B, cross-core (CPUs 0 and 1),"
  echo "# $rounds rounds alternating, runs of ~${seconds}s; median one-way ns; goals: line ratio <= 1.6,"
  echo "# payload ratio <= 1.3${floor_baseline:+; before = $floor_baseline/ipclab-cli, same rounds}"
  printf '%-18s %10s %10s %10s %8s %8s' mechanism ipclab "line" "payload" "x line" "x payl."
  [[ -n $floor_baseline ]] && printf ' %10s %8s %8s' before "x line" "x payl."
  printf '\n'
  local mechanism kind ours line payload before o l p b estimate n w
  for mechanism in "${floor_mechanisms[@]}"; do
    spins "$mechanism" || continue
    case "$mechanism" in thread.*) kind=threads ;; *) kind=processes ;; esac
    if [[ ! -x $bin/floor_line_$kind || ! -x $bin/floor_payload_$kind ]]; then
      echo "$mechanism: floor_line_$kind / floor_payload_$kind not built"; continue
    fi
    # Runs of about $seconds each, sized on the payload floor (the slower of the two): fixed
    # 20,000 round trips were a few milliseconds, too short to ride out a busy machine's swings.
    estimate=$(bare_once "floor_payload_$kind" pingpong 64 20000 2000 cross-core) || estimate=100
    read -r n w <<<"$(floor_counts "$estimate")"
    ours=(); line=(); payload=(); before=()
    for ((r = 0; r < rounds; r++)); do
      o=$(ours_once "$mechanism" pingpong 64 "$n" "$w" cross-core) && ours+=("$o")
      l=$(bare_once "floor_line_$kind" pingpong 64 "$n" "$w" cross-core) && line+=("$l")
      if [[ -n $floor_baseline ]]; then
        b=$(cli=$floor_baseline/ipclab-cli ours_once "$mechanism" pingpong 64 "$n" "$w" cross-core) &&
          before+=("$b")
      fi
      p=$(bare_once "floor_payload_$kind" pingpong 64 "$n" "$w" cross-core) && payload+=("$p")
    done
    if ((${#ours[@]} == 0 || ${#line[@]} == 0 || ${#payload[@]} == 0)); then
      echo "$mechanism: no figures"; continue
    fi
    o=$(printf '%s\n' "${ours[@]}" | median)
    l=$(printf '%s\n' "${line[@]}" | median)
    p=$(printf '%s\n' "${payload[@]}" | median)
    b=""
    ((${#before[@]} > 0)) && b=$(printf '%s\n' "${before[@]}" | median)
    awk -v m="$mechanism" -v o="$o" -v l="$l" -v p="$p" -v b="$b" -v base="$floor_baseline" 'BEGIN {
      rl = o / l; rp = o / p
      printf "%-18s %10.1f %10.1f %10.1f %8.2f %8.2f", m, o, l, p, rl, rp
      if (base != "" && b != "") printf " %10.1f %8.2f %8.2f", b, b / l, b / p
      else if (base != "") printf " %10s", "failed"
      printf "%s\n", (rl > 1.6 || rp > 1.3) ? "  ! beyond the goal" : "" }'
  done
}
if [[ $floor == yes ]]; then floor_section; fi
[[ ${floor_only:-} == yes ]] && exit 0

if [[ $repeatability == yes ]]; then
  echo
  echo "# Repeatability: the default run (settle, budget ${budget}s) twice in a row; unpinned"
  scratch=$(mktemp -d)
  repeatability_run "$scratch/first.json" || true
  repeatability_run "$scratch/second.json" || true
  python3 - "$scratch/first.json" "$scratch/second.json" <<'PY'
import json, sys
runs = [json.load(open(path)) for path in sys.argv[1:3]]
def points(run):
    return {(p["mechanism"], p["size"]): p for p in run["points"] if p["ok"]}
def modes(latency):
    found = latency.get("modes") or []
    return sorted(found, key=lambda m: m["center_ns"]) if len(found) > 1 else []
def describe(found):
    return " / ".join("%.0f ns %.0f%%" % (m["center_ns"], 100 * m["share"]) for m in found)
a, b = points(runs[0]), points(runs[1])
within = total = same_modes = multimodal_apart = 0
print("%-13s %7s %10s %10s %7s  %-22s %-22s %s" % ("mechanism", "size", "run 1 ns", "run 2 ns",
      "diff", "interval 1", "interval 2", "rounds/settled"))
explanations = []
for key in a:
    if key not in b:
        continue
    p, q = a[key]["latency_ns"], b[key]["latency_ns"]
    d = (q["median_of_rounds"] - p["median_of_rounds"]) / p["median_of_rounds"]
    total += 1
    within += abs(d) < 0.10
    print("%-13s %7d %10.1f %10.1f %+6.1f%%  [%8.1f, %8.1f]  [%8.1f, %8.1f]  %s/%s %s/%s" % (
        key[0], key[1], p["median_of_rounds"], q["median_of_rounds"], 100 * d, p["ci95"][0],
        p["ci95"][1], q["ci95"][0], q["ci95"][1], p.get("rounds"), p.get("settled"), q.get("rounds"),
        q.get("settled")))
    # A median that moved: was it one distribution with two modes in other shares? Then each
    # mode's centre is what holds still, and the shares say how often the hand-off crossed CPUs.
    mp, mq = modes(p), modes(q)
    if abs(d) >= 0.10 and mp and mq:
        multimodal_apart += 1
        centres_agree = len(mp) == len(mq) and all(
            abs(y["center_ns"] - x["center_ns"]) / x["center_ns"] < 0.10 for x, y in zip(mp, mq))
        same_modes += centres_agree
        explanations.append("  %s %d B: run 1 %s; run 2 %s%s" % (
            key[0], key[1], describe(mp), describe(mq),
            " (the same modes, other shares)" if centres_agree else ""))
if total:
    print("within 10%%: %d of %d points (%.0f%%), goal >= 90%%" % (within, total, 100.0 * within / total))
if explanations:
    print("medians apart with several modes in both runs (mode centre, share of samples):")
    print("\n".join(explanations))
    print("of these, %d of %d have the same modes (centres within 10%%) in other shares" % (
        same_modes, multimodal_apart))
PY
  rm -rf "$scratch"
fi
