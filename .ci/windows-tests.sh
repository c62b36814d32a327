#!/usr/bin/env bash
# The Windows layer: cross-compiles everything in the "mingw" preset (core, platform/win, their
# tests) with MinGW-w64 and runs ctest under Wine, in a Wine prefix of its own inside the build
# folder (created on first use, quietly, with no display and no Mono/Gecko prompts).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
build=build/mingw

bash .ci/deps.sh windows

# A cache made from another source folder (a moved checkout) would stop cmake: start afresh.
if [ -f "$build/CMakeCache.txt" ] &&
   ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$PWD" "$build/CMakeCache.txt"; then
  rm -rf "$build"
fi

echo "== Configure (preset mingw)"
cmake --preset mingw >/dev/null
echo "== Build"
cmake --build --preset mingw --parallel 2
built=$SECONDS

wine=$(sed -n 's/^IPCLAB_WINE:FILEPATH=//p' "$build/CMakeCache.txt")
if [ -z "$wine" ] || [ ! -x "$wine" ]; then
  echo "windows-tests.sh: Wine not found (apt-get install wine64)" >&2
  exit 1
fi
wineserver=$(dirname "$wine")/wineserver
[ -x "$wineserver" ] || wineserver=$(command -v wineserver)

export WINEPREFIX="$PWD/$build/wineprefix"
export WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY  # nothing here needs a window
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  echo "== Creating Wine prefix $WINEPREFIX"
  "$wine" wineboot --init >/dev/null 2>&1
  "$wineserver" -w
fi

echo "== Tests under Wine ($("$wine" --version 2>/dev/null))"
status=0
# Two at a time, unlike on Linux: run one by one, each test would start its own wineserver
# (~3 s a test); and under Wine the cleanup checks do not read machine-wide state.
ctest --preset mingw -j2 || status=$?
"$wineserver" -k 2>/dev/null || true  # leave no wineserver behind
echo "== Windows layer: build $((built - start)) s, tests $((SECONDS - built)) s, total $((SECONDS - start)) s"
exit $status
