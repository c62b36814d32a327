#!/usr/bin/env bash
# Where IPC Lab's excess over the bare programs comes from on one core (blocking mechanisms,
# 64 B ping-pong, both parties on CPU 0): each mechanism's bare program in variants that add
# one of IPC Lab's costs at a time, and ipclab-cli, alternating in every round so that drift
# hits all alike. Prints the median over rounds of each variant's median one-way ns.
#
#   bare    the bare program as compare.sh runs it (single-threaded parties)
#   thread  --measure-thread 1: the measuring loop on a second thread while the first waits,
#           as ipclab-cli measures (the process is multi-threaded: cancellable libc calls,
#           shared file table)
#   seq     thread + --check-sequence 1: the order checks both of IPC Lab's parties make
#   peer1   pipe only: the bare measuring loop (single-threaded process, sequence numbered)
#           against IPC Lab's own ipclab-peer (BARE_IPCLAB_PEER)
#   extra   seq plus one piece of IPC Lab put into the bare program, where there is one:
#           pipe: ipclab-peer as the echoing side (so what is left to ipclab-cli is its
#           measuring side's own per-message work); udp: the 200 ms loss timeout (SO_RCVTIMEO)
#           that IPC Lab's udp sets on both sockets (BARE_UDP_TIMEOUT_MS)
#   ipclab  ipclab-cli run --placement same-core
# The in-process mechanisms (thread.*) are multi-threaded in every variant; "thread" adds the
# waiting supervisor thread only.
#
# --baseline DIR: also an earlier build's ipclab-cli (and its ipclab-peer) from DIR, in the
# same rounds, printed after the row as "before" (before/after in one run).
#
# Usage: tests/bench/same_core.sh [--bin DIR] [--rounds N] [--seconds S] [--mechanisms a,b]
#          [--cpu N] [--baseline DIR]
# Defaults: build/release/bin, 7 rounds, runs of ~0.3 s, CPU 0, the blocking mechanisms below.
# Build first: ipclab-cli ipclab-peer and the bare_* programs of the mechanisms.
set -euo pipefail

bin=build/release/bin
rounds=7
seconds=0.3
cpu=0
baseline=""
mechanisms=thread.mutex,thread.semaphore,thread.std-semaphore,shm.semaphore,pipe,fifo,mq.posix,mq.sysv,udp,tcp,uds
while (($#)); do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --mechanisms) mechanisms=$2; shift 2 ;;
    --cpu) cpu=$2; shift 2 ;;
    --baseline) baseline=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ {print; next} NR > 1 {exit}' "$0"; exit 0 ;;
    *) echo "unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
bin=$(cd "$bin" && pwd)  # BARE_IPCLAB_PEER wants an absolute path

program_for() {
  case "$1" in
    thread.mutex) echo bare_mutex ;;
    thread.semaphore) echo bare_semaphore ;;
    thread.std-semaphore) echo bare_std_semaphore ;;
    shm.semaphore) echo bare_shm_semaphore ;;
    pipe|fifo|udp|tcp|uds) echo "bare_$1" ;;
    mq.posix) echo bare_mq_posix ;;
    mq.sysv) echo bare_mq_sysv ;;
    *) return 1 ;;
  esac
}

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# variant mechanism program iterations warmup -> one-way ns (or fails)
run_variant() {
  local common=(--pattern pingpong --size 64 --iterations "$4" --warmup "$5" --cpu-a "$cpu" --cpu-b "$cpu")
  case "$1" in
    bare) "$bin/$3" "${common[@]}" ;;
    thread) "$bin/$3" "${common[@]}" --measure-thread 1 ;;
    seq) "$bin/$3" "${common[@]}" --measure-thread 1 --check-sequence 1 ;;
    peer1) BARE_IPCLAB_PEER=$bin/ipclab-peer "$bin/$3" "${common[@]}" ;;
    extra)
      case "$2" in
        pipe) BARE_IPCLAB_PEER=$bin/ipclab-peer "$bin/$3" "${common[@]}" --measure-thread 1 ;;
        udp) BARE_UDP_TIMEOUT_MS=200 "$bin/$3" "${common[@]}" --measure-thread 1 --check-sequence 1 ;;
      esac ;;
    ipclab|before)
      local cli=$bin/ipclab-cli
      [[ $1 == before ]] && cli=$baseline/ipclab-cli
      # --gap-us 0 as compare.sh: no pause between round trips.
      "$cli" run --mechanisms "$2" --pattern pingpong --sizes 64 --iterations "$4" \
        --warmup "$5" --repetitions 1 --placement same-core --gap-us 0 --format csv |
        awk -F, 'NR == 1 {for (i = 1; i <= NF; i++) {if ($i == "median_ns") c = i; if ($i == "ok") k = i}; next}
                 $k == "true" && $c != "" {print $c; found = 1} END {exit found ? 0 : 1}' ;;
  esac 2>/dev/null
}

echo "# same core (CPU $cpu), 64 B ping-pong, median one-way ns: $(uname -srm), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "# $rounds rounds alternating, runs of ~${seconds}s; load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# +thread = thread - bare; +seq = seq - thread; +extra = extra - seq; rest = ipclab - (extra or seq)"
printf '%-20s %8s %8s %8s %8s %8s %8s %7s %7s %7s %7s %7s %7s\n' mechanism bare thread seq peer1 \
  extra ipclab ratio +thread +seq +extra rest "x/thr"
IFS=, read -r -a mechanism_list <<<"$mechanisms"
for mechanism in "${mechanism_list[@]}"; do
  program=$(program_for "$mechanism") || { echo "$mechanism: no bare program"; continue; }
  variants=(bare thread seq ipclab)
  [[ $mechanism == pipe ]] && variants=(bare thread seq peer1 extra ipclab)
  [[ $mechanism == udp ]] && variants=(bare thread seq extra ipclab)
  [[ -n $baseline ]] && variants+=(before)
  estimate=$(run_variant bare "$mechanism" "$program" 2000 200) || { echo "$mechanism: bare failed"; continue; }
  n=$(awk -v f="$estimate" -v t="$seconds" 'BEGIN {n = int(t * 1e9 / (2 * f)); print n < 1000 ? 1000 : (n > 300000 ? 300000 : n)}')
  declare -A figures=()
  for ((r = 0; r < rounds; r++)); do
    for variant in "${variants[@]}"; do
      if figure=$(run_variant "$variant" "$mechanism" "$program" "$n" $((n / 10))); then
        figures[$variant]+="$figure "
      fi
    done
  done
  declare -A m=()
  for variant in bare thread seq peer1 extra ipclab before; do
    m[$variant]=-
    [[ -n ${figures[$variant]:-} ]] && m[$variant]=$(tr ' ' '\n' <<<"${figures[$variant]}" | grep . | median)
  done
  awk -v name="$mechanism" -v a="${m[bare]}" -v t="${m[thread]}" -v s="${m[seq]}" \
      -v p1="${m[peer1]}" -v p="${m[extra]}" -v o="${m[ipclab]}" '
    function cell(x) { return x == "-" ? sprintf(" %8s", "-") : sprintf(" %8.0f", x) }
    function delta(x, y) { return x == "-" || y == "-" ? sprintf(" %7s", "-") : sprintf(" %+7.0f", x - y) }
    function ratio(x, y) { return x == "-" || y == "-" ? sprintf(" %7s", "-") : sprintf(" %7.3f", x / y) }
    BEGIN {
      printf "%-20s%s%s%s%s%s%s", name, cell(a), cell(t), cell(s), cell(p1), cell(p), cell(o)
      printf "%s%s%s%s%s%s\n", ratio(o, a), delta(t, a), delta(s, t), delta(p, s),
        delta(o, p != "-" ? p : s), ratio(o, t) }'
  if [[ -n $baseline ]]; then
    awk -v b="${m[before]}" -v a="${m[bare]}" 'BEGIN {
      if (b == "-" || a == "-") print "  before: failed"
      else printf "  before: %.0f ns, ratio %.3f\n", b, b / a }'
  fi
  unset figures m
done
echo "# load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
