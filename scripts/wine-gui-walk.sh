#!/usr/bin/env bash
# A Windows student's first path through the GUI, under Wine on a virtual X display: start
# ipclab.exe (Qt's `windows` platform, as on Windows), pick the Quick tour preset, run it, export
# the chart as PNG through the Windows save dialog, and take screenshots along the way.
#
# Usage: scripts/wine-gui-walk.sh [BIN_DIR] [OUT_DIR]
#   BIN_DIR  folder holding ipclab.exe with its DLLs (default build/mingw/bin; an installed
#            copy works too, e.g. "$WINEPREFIX/drive_c/Program Files/IPC Lab/bin")
#   OUT_DIR  screenshots and the exported PNG (default build/mingw/gui-walk)
# Needs: Wine and the walk tools, installed by .ci/deps.sh windows walk, which this script runs.
# Environment: WINEPREFIX (default build/mingw/wineprefix), IPCLAB_WALK_TIMEOUT (seconds the run
# may take, default 300).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/deps.sh windows walk
bin=${1:-build/mingw/bin}
out=${2:-build/mingw/gui-walk}
timeout=${IPCLAB_WALK_TIMEOUT:-300}
mkdir -p "$out"
rm -f "$out"/0*.png
out=$(cd "$out" && pwd)
exe="$bin/ipclab.exe"
[ -f "$exe" ] || { echo "wine-gui-walk.sh: no $exe (build the mingw preset first)" >&2; exit 1; }
wine=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
export WINEPREFIX=${WINEPREFIX:-$PWD/build/mingw/wineprefix}
export WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="

# A display of our own, the size of a common laptop screen.
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=""
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null
  "$wineserver" -k 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.2; done
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  "$wine" wineboot --init >/dev/null 2>&1
  "$wineserver" -w
fi

shot() {  # shot NAME: the whole screen into OUT_DIR/NAME.png
  import -window root "$out/$1.png"
  echo "   screenshot $out/$1.png"
}
window_named() {  # window_named TITLE SECONDS: the id of the first visible window so named
  local id=""
  for _ in $(seq $(($2 * 5))); do
    id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1) && [ -n "$id" ] && break
    sleep 0.2
  done
  [ -n "$id" ] || { echo "wine-gui-walk.sh: no window \"$1\" after $2 s" >&2; return 1; }
  echo "$id"
}
cpu_ticks() {  # user + system clock ticks of the Wine process running ipclab.exe
  awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0
}

echo "== ipclab.exe under Wine on $display ($("$wine" --version))"
start=$SECONDS
# Settings from an earlier walk (last experiment, language) must not change this one.
"$wine" reg delete 'HKCU\Software\IPC Lab' /f >/dev/null 2>&1 || true
(cd "$bin" && exec "$wine" ipclab.exe) &
app=$!
main=$(window_named '^IPC Lab$' 120)
echo "   window after $((SECONDS - start)) s"
xdotool windowfocus --sync "$main" windowmove --sync "$main" 0 0 windowsize --sync "$main" 1440 860
sleep 2
shot 01-started

# Wine takes the keyboard only into the window it thinks active; with no window manager, a
# click is what makes it so (as a student's click would). The chart area is a harmless place.
activate() {
  xdotool mousemove 900 400 click 1
  sleep 0.5
}

echo "== Presets > Quick tour, Run"
activate
xdotool key alt+p
sleep 1
shot 02-presets-menu
xdotool key Return  # the first entry of the Presets menu is the Quick tour
sleep 2
xdotool key ctrl+r
run_start=$SECONDS
# The run is over when ipclab.exe's process goes idle: under 5 % of a core for 6 s running.
pid=$(pgrep -f 'ipclab.exe' | head -n 1)
idle=0
last=$(cpu_ticks "$pid")
while [ $((SECONDS - run_start)) -lt "$timeout" ]; do
  sleep 2
  now=$(cpu_ticks "$pid")
  if [ $((now - last)) -le 10 ] && ! pgrep -f 'ipclab-peer.exe' >/dev/null; then
    idle=$((idle + 1))
  else
    idle=0
  fi
  last=$now
  [ "$idle" -ge 3 ] && [ $((SECONDS - run_start)) -ge 15 ] && break
  if [ ! -f "$out/03-running.png" ] && [ $((SECONDS - run_start)) -ge 30 ]; then
    shot 03-running
  fi
done
echo "   run took about $((SECONDS - run_start - 6)) s"
shot 04-after-run

echo "== File > Export PNG (Ctrl+E), then the Windows save dialog"
exported="$out/ipclab-results.png"
rm -f "$exported"
# Driven from the keyboard, as gui-walk.sh does on Linux: the dialogs take the keyboard focus.
activate
xdotool key ctrl+e
sleep 3
shot 05-png-options
xdotool key Return  # keeps the offered 1200x750
sleep 4
shot 06-save-dialog
# The file-name box has the focus: replace the offered name by a full path on Wine's Z: drive
# (a classic Win32 edit box: Ctrl+A does not select all there, Shift+Home from the end does).
xdotool key End shift+Home
xdotool type --delay 20 "Z:${exported//\//\\}"
sleep 1
xdotool key Return
for _ in $(seq 100); do [ -s "$exported" ] && break; sleep 0.2; done
sleep 1
shot 07-exported
if [ -s "$exported" ]; then
  echo "   exported $exported ($(stat -c %s "$exported") bytes)"
else
  echo "wine-gui-walk.sh: the export wrote no $exported" >&2
  exit 1
fi
echo "== Walk done in $((SECONDS - start)) s"
