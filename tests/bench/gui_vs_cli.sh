#!/usr/bin/env bash
# The same experiment measured by the GUI (offscreen, live chart and table updating) and by
# ipclab-cli, alternated ROUNDS times: the GUI must not change what it measures.
# Prints each run's median one-way latency per mechanism.
# Usage: tests/bench/gui_vs_cli.sh [BIN_DIR (build/release/bin)] [ROUNDS (3)] [PLACEMENT (same-core)]
set -euo pipefail
bin=${1:-build/release/bin}
rounds=${2:-3}
placement=${3:-same-core}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The GUI's --run-and-save runs the remembered experiment: remember this one (QSettings INI
# under a private XDG_CONFIG_HOME, so the user's own settings are untouched).
mkdir -p "$work/config/IPC Lab"
cat >"$work/config/IPC Lab/ipclab.ini" <<INI
[experiment]
mechanisms="pipe,thread.mutex"
pattern=pingpong
sizes=64
iterations=20000
warmup=2000
repetitions=5
placement=$placement
INI
export XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=offscreen

medians() {
  python3 -c "
import json, sys
for p in json.load(open(sys.argv[1]))['points']:
    print('  %-14s %8.0f ns' % (p['mechanism'], p['latency_ns']['median_of_rounds']))" "$1"
}
for round in $(seq "$rounds"); do
  "$bin/ipclab-cli" run -m pipe,thread.mutex -s 64 -n 20000 -w 2000 -r 5 --placement "$placement" \
    -f json -o "$work/cli.json" >/dev/null 2>&1
  echo "round $round, ipclab-cli:"; medians "$work/cli.json"
  timeout 300 "$bin/ipclab" --run-and-save "$work/gui.json" >/dev/null 2>&1
  echo "round $round, GUI:"; medians "$work/gui.json"
done
