#!/usr/bin/env bash
# Compares IPC Lab with minimal stand-alone programs doing the same exchange (64 B ping-pong),
# alternating the two ROUNDS times per mechanism and placement so that drift hits both alike.
# Prints the medians (one-way ns) and the ratio IPC Lab / bare. Usage:
#   tests/bench/compare.sh [BIN_DIR] [ROUNDS]     (BIN_DIR defaults to build/release/bin)
set -euo pipefail
bin=${1:-build/release/bin}
rounds=${2:-5}
iterations=20000
warmup=2000

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

ours_once() {  # mechanism placement -> median one-way ns of one repetition
  "$bin/ipclab-cli" run --mechanisms "$1" --pattern pingpong --sizes 64 \
    --iterations $iterations --warmup $warmup --repetitions 1 --placement "$2" --format csv |
    awk -F, 'NR==1 {for (i=1;i<=NF;i++) if ($i=="median_ns") c=i; next} {print $c}'
}

bare_once() {  # program placement
  local cpus=()
  case "$2" in
    same-core) cpus=(--cpu-a 0 --cpu-b 0) ;;
    cross-core) cpus=(--cpu-a 0 --cpu-b 1) ;;
  esac
  "$bin/$1" --size 64 --iterations $iterations --warmup $warmup "${cpus[@]}"
}

printf '%-13s %-11s %12s %12s %7s\n' mechanism placement "ipclab ns" "bare ns" ratio
for placement in unpinned same-core cross-core; do
  for pair in thread.mutex:bare_mutex_pingpong pipe:bare_pipe_pingpong tcp:bare_tcp_pingpong; do
    mechanism=${pair%%:*}
    program=${pair##*:}
    ours=(); bare=()
    for ((r = 0; r < rounds; r++)); do
      ours+=("$(ours_once "$mechanism" "$placement")")
      bare+=("$(bare_once "$program" "$placement")")
    done
    o=$(printf '%s\n' "${ours[@]}" | median)
    b=$(printf '%s\n' "${bare[@]}" | median)
    printf '%-13s %-11s %12.1f %12.1f %7.3f\n' "$mechanism" "$placement" "$o" "$b" \
      "$(awk -v o="$o" -v b="$b" 'BEGIN {print o / b}')"
  done
done
