#!/usr/bin/env bash
# The Windows product under test: cross-compiles the "mingw-tests" preset (ipclab.exe,
# ipclab-cli.exe, ipclab-peer.exe, every test suite) with MinGW-w64 against the cached Windows
# Qt and libzmq (.ci/windows-deps.sh), runs ctest under Wine (the app tests on Qt's offscreen
# platform), then runs every mechanism available on Windows once through ipclab-cli.exe. A Wine
# prefix of its own lives inside the build folder (created on first use, quietly, with no
# display and no Mono/Gecko prompts).
# Usage: windows-tests.sh [build|test]: only the build (test.sh runs it beside the native
# stages) or only what runs under Wine; both by default.
set -euo pipefail
cd "$(dirname "$0")/.."
step=${1:-all}
case "$step" in
  build|test|all) ;;
  *) echo "usage: windows-tests.sh [build|test]" >&2; exit 2 ;;
esac
start=$SECONDS
# The preset a student's installer is built from is "mingw" (Release, .ci/package-windows.sh);
# the tests run a Debug build of the same sources at -Og in their own folder: assertions on, and
# the compiler's optimiser, which nothing under Wine measures, costs about 40% less compile time
# (a unity batch of core: 32 s of CPU at -O3, 17-20 s at -Og, measured here 2026-11-29).
preset=mingw-tests
build=build/$preset

if [ "$step" != test ]; then
  bash .ci/deps.sh windows
  bash .ci/windows-deps.sh
  source .ci/compiler-cache.sh
  deps_done=$SECONDS

  # A cache made from another source folder (a moved checkout) would stop cmake: start afresh.
  if [ -f "$build/CMakeCache.txt" ] &&
     ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$PWD" "$build/CMakeCache.txt"; then
    rm -rf "$build"
  fi

  echo "== Configure (preset $preset)"
  cmake --preset "$preset" >/dev/null
  echo "== Build"
  cmake --build --preset "$preset" --parallel 2
  echo "== Windows build: deps $((deps_done - start)) s, build $((SECONDS - deps_done)) s"
  [ "$step" = build ] && exit 0
fi
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
# One wineserver for the whole stage, kept until the end: left to itself it exits whenever no
# Wine process is running and the next test starts another (~3 s each), and a test started
# while the last one is shutting down died at once without a word (seen twice on a loaded
# machine: a conformance test, a peer-failure test, 0.02-0.06 s, no output).
"$wineserver" -p
trap '"$wineserver" -k 2>/dev/null || true' EXIT
# A persistent wineserver also keeps Wine's system processes (services.exe, winedevice.exe,
# rpcss.exe, ...) alive, and they inherit the Unix stderr of the Wine process that started them.
# Started by ctest's first test listing, they held its pipe open and ctest waited for its
# DISCOVERY_TIMEOUT ("Process terminated due to timeout" after printing every test), failing
# the stage. Start them here, attached to /dev/null, before any test runs.
"$wine" cmd /c exit </dev/null >/dev/null 2>&1
# Likewise the desktop process (explorer.exe /desktop), which the first GUI program starts: it
# held the output of the test that started it, and ctest saw the lab report's tests (4 s) end
# after 199 s, when the app shards beside them were done, one ctest slot idle meanwhile. A Qt
# program that only lists its tests starts it here, attached to /dev/null.
WINEQT_QPA_PLATFORM=offscreen "$wine" "$build/bin/ipclab_report_tests.exe" --gtest_list_tests \
  </dev/null >/dev/null 2>&1
# Two at a time, unlike on Linux: under Wine the cleanup checks do not read machine-wide state.
# IPCLAB_QUICK_TESTS (set by the mingw test preset, as for the sanitizers): the suites' quick
# sizes and counts. Under Wine every wait on a semaphore is a call to the wineserver, and on a
# loaded machine shm.condvar's conformance test ran past ctest's 120 s at every size.
# A failed test gets one more try: Wine itself fails now and then on a loaded machine (seen:
# CreateProcess of ipclab-peer.exe returning "Internal error" (1359) once in 752 tests), while a
# real fault fails both times.
ctest --preset "$preset" -j2 --repeat until-pass:2 || status=$?
tested=$SECONDS

# Every mechanism this Windows build offers for ping-pong, once, through the real CLI and the
# real ipclab-peer.exe: what a student's first run does. Qt's offscreen platform, since the CLI
# draws charts with Qt (Wine passes QT_* only with a WINE prefix).
echo "== ipclab-cli.exe: every mechanism available on Windows"
export WINEQT_QPA_PLATFORM=offscreen WINEQT_QPA_FONTDIR='Z:/usr/share/fonts/truetype/dejavu'
cli="$build/bin/ipclab-cli.exe"
mechanisms=$("$wine" "$cli" list --format json | python3 -c '
import json, sys
listed = json.load(sys.stdin)["mechanisms"]
print(",".join(m["id"] for m in listed if m["available"] and "pingpong" in m["patterns"]))')
unavailable=$("$wine" "$cli" list --format json | python3 -c '
import json, sys
for m in json.load(sys.stdin)["mechanisms"]:
    if not m["available"]:
        print("   unavailable: %s (%s)" % (m["id"], m["unavailable_reason"]))')
echo "   available: $mechanisms"
[ -n "$unavailable" ] && echo "$unavailable"
out="$build/cli-run"
rm -rf "$out" && mkdir -p "$out"
if "$wine" "$cli" run -m "$mechanisms" -s 64 -n 200 -r 1 -f csv -o "$out/run.csv" \
     --png "$out/run.png" >"$out/run.log" && [ -s "$out/run.png" ] &&
   failed=$(awk -F, 'NR > 1 && $6 != "true" {print "   failed: " $1 ": " $7}' "$out/run.csv") &&
   [ -z "$failed" ]; then
  rows=$(($(wc -l <"$out/run.csv") - 1))
  echo "   $rows result rows, every one ok: $out/run.csv, chart $out/run.png"
else
  [ -n "${failed:-}" ] && echo "$failed"
  echo "windows-tests.sh: ipclab-cli.exe run failed" >&2
  status=1
fi
"$wineserver" -k 2>/dev/null || true  # leave no wineserver behind
echo "== Windows under Wine: ctest $((tested - built)) s, CLI $((SECONDS - tested)) s," \
     "total $((SECONDS - start)) s"
exit $status
