#!/usr/bin/env bash
# The whole test suite: the native build (core, platform, mechanisms, CLI, GUI offscreen), the
# sanitizers over the suites where races and memory errors hide, the Windows layer and the whole
# product cross-compiled with MinGW-w64 and run under Wine, and the macOS code cross-compiled
# and linked with Zig (never run); the two cross builds are made beside the native stages.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
# Each stage says when it starts and how long the one before it took, so that a slow stage is
# seen in the log (the aim: both README commands on a brand-new machine under 30 minutes).
stage_start=$SECONDS
stage() {
  echo "== ($((SECONDS - stage_start)) s) $*"
  stage_start=$SECONDS
}

bash .ci/deps.sh native windows style macos node
source .ci/compiler-cache.sh
# Zig for the macOS build comes from npm: mostly waiting on the network (142 s on a brand-new
# machine), so it is fetched now, and Zig's libc++ for both macOS targets is built (about 55 s
# each), at the scheduler's idle priority, beside the native stages: the macOS build at the end
# finds them ready.
mkdir -p build
if chrt --idle 0 true 2>/dev/null; then
  idle=(chrt --idle 0)
else
  idle=(nice -n 19)
fi
# In a session of its own, as the builds beside below: a stage that fails stops it too.
setsid "${idle[@]}" bash .ci/macos-deps.sh >build/macos-deps.log 2>&1 &
macos_deps=$!

# The Windows and macOS builds run beside the native stages (.ci/beside.sh), at the scheduler's
# idle priority (SCHED_IDLE, which every compiler they start inherits): they get only the CPU
# time the native stages leave, and a native test's thread that wakes takes its CPU back at once.
# The native stages leave much while their tests run: the native integration suite used 84 s of
# CPU in 199 s on two cores (measured here, 2026-11-29). Cross compiling touches nothing the
# native tests watch (named objects, their own child processes). In its own session, so that
# a failing stage here stops it and every compiler it started.
rm -f build/beside-*.log build/beside-*.status
setsid --wait "${idle[@]}" bash .ci/beside.sh &
beside=$!
trap 'kill -- -"$beside" -"$macos_deps" 2>/dev/null || true' EXIT
# Waits until the build NAME beside ends, prints its output and fails when it did.
wait_beside() {
  local name=$1
  until [ -e "build/beside-$name.status" ]; do
    kill -0 "$beside" 2>/dev/null || { echo "test.sh: the builds beside ended early" >&2; exit 1; }
    sleep 1
  done
  cat "build/beside-$name.log"
  [ "$(cat "build/beside-$name.status")" = 0 ] || { echo "test.sh: the $name build failed" >&2; exit 1; }
}

stage "Style (formatting, OS macros outside platform/)"
bash .ci/style.sh

# The release preset, in start.sh's build folder: after the README's first command, the
# product (core, platform, CLI, peer) is compiled already and only the GUI, the tests and the
# benchmark programs remain; it is also the build a student runs. Warnings are errors there as
# in every preset this script builds. (The dev preset, RelWithDebInfo, is for working on the
# code: a second native build here compiled the whole product again with other flags, about a
# quarter of the stage's compiling on a brand-new machine, and debug information costs more.)
# Like every preset this script builds, a unity build (CMakePresets.json: sixteen files to a
# translation unit, so Boost, Asio, Qt, nlohmann-json and GoogleTest are parsed once per batch,
# not once per file); the few files that clash with a neighbour say so where they are excluded.
stage "Native build (release preset, start.sh's folder)"
cmake --preset release >/dev/null
cmake --build --preset release
stage "Native tests"
# The integration suites run one at a time: their cleanup checks list the machine's named
# objects and child processes, which a test running beside them would change, and spinning
# mechanisms need the two cores to themselves.
ctest --preset release -j2 -LE integration
ctest --preset release -L integration

# Spin locks, the ring and the runner's threads are where data races hide: the mechanism
# suites run again under ThreadSanitizer. Memory errors hide there too, and in what reads files
# and messages from elsewhere (hostile JSON, presets, the control protocol): the mechanism suites
# and the unit suite run again under AddressSanitizer + UBSan. The unit suite is not run under
# TSan: its only threads are the watchdog's and the completion's, which every mechanism point
# runs too (and TSan costs a build of the whole unit suite).
# Both sanitizer presets are unity builds (CMakePresets.json: sixteen files to a translation unit,
# so Boost, Asio, nlohmann-json and GoogleTest are parsed once per batch, not once per file):
# core and platform cost half the compiler time that way (305 s -> 153 s of CPU, measured here).
# Their debug information is line tables only (-g1): a report names file and line, and a unity
# batch compiled with it took 28-33 s of CPU against 33-35 s with -g (measured here).
mechanism_suites="MechanismConformance|EveryPartyRunsEveryOperation|Patterns\.|PlacedLock"
stage "Mechanism suites under tsan"
cmake --preset tsan >/dev/null
cmake --build --preset tsan --target ipclab_integration_tests ipclab-peer
ctest --preset tsan -L integration -R "$mechanism_suites"
stage "Unit and mechanism suites under asan + ubsan"
cmake --preset asan >/dev/null
cmake --build --preset asan --target ipclab_integration_tests ipclab_unit_tests ipclab-peer
ctest --preset asan -j2 -L unit
ctest --preset asan -L integration -R "$mechanism_suites"

# Windows: the Windows layer and the whole product (GUI offscreen) under Wine, every suite, from
# the build made beside the native stages (.ci/windows-tests.sh, its header says more).
stage "Windows layer (MinGW-w64 + Wine; built beside the native stages)"
wait_beside windows
bash .ci/windows-tests.sh test

# macOS, compiled and linked, never run: platform, core and the peer for arm64 and x86_64, the
# platform test program for arm64 alone (what differs between the two architectures is in
# platform/, which the peer compiles), with Zig from npm, each checked with file(1) to be a
# Mach-O of its architecture. Built beside the native stages and the Wine tests, after the
# Windows build: on a brand-new machine (2026-11-29) 80 s of it were left after the Wine tests
# (run on its own after them the same morning: 403 s). Both README commands took 29.5 min there
# (test.sh 1,514 s; 53 min that morning, before the builds beside).
stage "macOS cross build (Zig: arm64 with the platform tests, x86_64 the peer; compiled and linked, never run)"
wait_beside macos
cat build/macos-deps.log

stage "All tests passed in $((SECONDS - start)) s"
