#!/bin/sh
# What the container network adds: the same mechanisms, sizes and messages measured against a
# peer in another container (bridge, veth pair, a second network namespace) and on loopback
# inside this container, round by round, alternating which goes first. Each round's ratio is
# taken within the round, so the machine's drift over minutes cancels; the interval of each
# median comes from the order statistics of the rounds (no assumption about the distribution).
#
#   ipclab-container-cost --peer peer:7290 [--rounds 10] [-m tcp,udp] [-s 64,1K] [-n 5000] [--out DIR]
#
# Writes DIR/cost.csv (every round of both paths: the CLI's CSV with two leading columns) and
# DIR/cost.txt (the table printed). The token comes from IPCLAB_PEER_TOKEN, as for ipclab-cli.
set -eu

peer="" rounds=10 mechanisms="tcp,udp,websocket,zmq.tcp" sizes="64,1K,16K" iterations=5000
out="."
while [ $# -gt 0 ]; do
  case "$1" in
    --peer) peer="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    -m) mechanisms="$2"; shift 2 ;;
    -s) sizes="$2"; shift 2 ;;
    -n) iterations="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "ipclab-container-cost: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ -n "$peer" ] || { echo "ipclab-container-cost: --peer HOST:PORT is needed" >&2; exit 2; }
[ "$rounds" -ge 6 ] || { echo "ipclab-container-cost: 6 rounds or more give a 95% interval" >&2; exit 2; }
mkdir -p "$out"
csv="$out/cost.csv" log="$out/cost.log" scratch="$out/.cost-round.csv"
: > "$log"
rm -f "$csv"

# One round of one path: one repetition of every point, its rows appended with path and round.
measure() {  # PATH ROUND [--peer HOST:PORT]
  path="$1" round="$2"
  shift 2
  # Both paths unpinned, as a remote peer must be: the default placement (auto) would pin the
  # loopback pair to one CPU while the container pair is left to the scheduler, and the ratio
  # would measure the placement, not the container network.
  if ! ipclab-cli run -m "$mechanisms" -s "$sizes" -n "$iterations" -r 1 --placement unpinned "$@" \
      -f csv -o "$scratch" >> "$log" 2>&1; then
    echo "ipclab-container-cost: round $round on $path failed (see $log):" >&2
    tail -n 5 "$log" >&2
    exit 1
  fi
  [ -f "$csv" ] || sed -n '1s/^/path,round,/p' "$scratch" > "$csv"
  sed -n "2,\$s/^/$path,$round,/p" "$scratch" >> "$csv"
}

echo "Container vs loopback: $rounds rounds, each path once per round (alternating which first)," \
     "$iterations messages per point..." >&2
round=1
while [ "$round" -le "$rounds" ]; do
  if [ $((round % 2)) -eq 1 ]; then
    measure container "$round" --peer "$peer"
    measure loopback "$round"
  else
    measure loopback "$round"
    measure container "$round" --peer "$peer"
  fi
  echo "  round $round of $rounds done" >&2
  round=$((round + 1))
done
rm -f "$scratch"

# The table: per mechanism and size, both medians over rounds and the paired ratio, each with
# the order-statistic interval of the median (ranks k and n+1-k, the widest pair still at 95%).
awk -F, -v rounds="$rounds" '
  NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; next }
  $(col["ok"]) != "true" { next }
  {
    key = $(col["mechanism"]) SUBSEP $(col["size_bytes"])
    if (!(key in seen)) { seen[key] = 1; order[++keys] = key }
    value[$1, key, $2] = $(col["median_ns"])
  }
  function sorted(a, n,    i, j, t) {
    for (i = 2; i <= n; ++i) for (j = i; j > 1 && a[j - 1] > a[j]; --j) {
      t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
    }
  }
  function rank(n,    k, p, c, i) {  # largest k with P(X(k) <= median <= X(n+1-k)) >= 0.95
    best = 0
    for (k = 1; k <= n / 2; ++k) {
      c = 0; p = 0.5 ^ n
      for (i = 0; i < k; ++i) { c += p; p = p * (n - i) / (i + 1) }
      if (1 - 2 * c >= 0.95) best = k
    }
    return best
  }
  function median(a, n) { return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
  function us(ns) { return sprintf(ns < 10000 ? "%.2f" : "%.1f", ns / 1000) }
  function size(b) { return b >= 1024 ? (b / 1024) " KiB" : b " B" }
  END {
    printf "%-10s %7s  %-26s %-26s %-22s\n", "mechanism", "size", "loopback µs [95%]", \
      "container µs [95%]", "container/loopback [95%]"
    for (q = 1; q <= keys; ++q) {
      key = order[q]; n = 0
      delete l; delete c; delete r
      for (i = 1; i <= rounds; ++i) {
        if (!(("loopback", key, i) in value) || !(("container", key, i) in value)) continue
        ++n
        l[n] = value["loopback", key, i]; c[n] = value["container", key, i]; r[n] = c[n] / l[n]
      }
      if (n == 0) continue
      sorted(l, n); sorted(c, n); sorted(r, n); k = rank(n)
      split(key, part, SUBSEP)
      if (k == 0) {
        printf "%-10s %7s  %-26s %-26s %-22s\n", part[1], size(part[2]), us(median(l, n)), \
          us(median(c, n)), sprintf("%.2fx (too few rounds)", median(r, n))
        continue
      }
      printf "%-10s %7s  %-26s %-26s %-22s\n", part[1], size(part[2]),
        us(median(l, n)) " [" us(l[k]) ", " us(l[n + 1 - k]) "]",
        us(median(c, n)) " [" us(c[k]) ", " us(c[n + 1 - k]) "]",
        sprintf("%.2fx [%.2f, %.2f]", median(r, n), r[k], r[n + 1 - k])
    }
    printf "median one-way latency of %d paired rounds; the ratio is taken within each round\n", rounds
  }' "$csv" | tee "$out/cost.txt"
