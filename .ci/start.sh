#!/usr/bin/env bash
# The main job: builds IPC Lab, then opens the GUI when a display is available, or else runs
# the command-line quick comparison (table on screen; CSV, JSON and a PNG chart in out/quick/).
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/deps.sh native
cmake --preset release >/dev/null
cmake --build --preset release

bin=build/release/bin
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${IPCLAB_HEADLESS:-}" ]; then
  exec "$bin/ipclab" "$@"
fi
echo "No display: running the command-line quick comparison."
exec "$bin/ipclab-cli" quick --out-dir out/quick "$@"
