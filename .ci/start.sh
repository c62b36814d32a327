#!/usr/bin/env bash
# The main job: builds IPC Lab, then opens the GUI when a display is available, or else runs
# the command-line quick comparison (table on screen; CSV, JSON and a PNG chart in out/quick/).
# Only what that job needs is installed and built (no test suites, no benchmark programs):
# on a brand-new machine the time to the first table is mostly compiling.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

bash .ci/deps.sh build
source .ci/compiler-cache.sh
cmake --preset release >/dev/null
bin=build/release/bin
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${IPCLAB_HEADLESS:-}" ]; then
  cmake --build --preset release --target ipclab ipclab-peer
  echo "start.sh: built in $((SECONDS - start)) s; opening the window."
  exec "$bin/ipclab" "$@"
fi
cmake --build --preset release --target ipclab-cli ipclab-peer
echo "start.sh: built in $((SECONDS - start)) s. No display: running the command-line quick comparison."
exec "$bin/ipclab-cli" quick --out-dir out/quick "$@"
