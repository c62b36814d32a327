#!/usr/bin/env bash
# The whole test suite: the native build (core, platform, mechanisms, CLI, GUI offscreen), the
# sanitizers over the suites where races and memory errors hide, the macOS code cross-compiled
# and linked with Zig (never run), then the Windows layer cross-compiled with MinGW-w64 and run
# under Wine.
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
# Zig for the macOS stage comes from npm: mostly waiting on the network (142 s on a brand-new
# machine), so it is fetched now, beside the native build, and waited for before that stage.
mkdir -p build
bash .ci/macos-deps.sh >build/macos-deps.log 2>&1 &
macos_deps=$!

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

# macOS, compiled and linked, never run: platform, core and the peer for arm64 and x86_64, the
# unit and platform test programs for arm64 alone (what differs between the two architectures
# is in platform/, which the peer compiles), with Zig from npm, each checked with file(1) to be a
# Mach-O of its architecture. On a brand-new machine (2026-11-29, unity builds): 403 s, arm64
# 280 s (Zig's own first build of libc++ for the target included), x86_64 122 s; before unity
# builds 710 s. With a warm ccache the compiles are hits, also from a clone in another folder.
stage "macOS cross build (Zig: arm64 with the tests, x86_64 the peer; compiled and linked, never run)"
wait "$macos_deps" || { cat build/macos-deps.log; exit 1; }
cat build/macos-deps.log
bash .ci/macos-cross.sh

stage "Windows layer (MinGW-w64 + Wine)"
bash .ci/windows-tests.sh

stage "All tests passed in $((SECONDS - start)) s"
