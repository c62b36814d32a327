#!/usr/bin/env bash
# The whole test suite: the native build (core, platform, mechanisms, CLI, GUI offscreen), the
# macOS build compiled and linked with Zig, then the Windows layer cross-compiled with MinGW-w64
# and run under Wine.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

bash .ci/deps.sh native windows style

echo "== Style (formatting, OS macros outside platform/)"
bash .ci/style.sh

echo "== Native build and tests"
cmake --preset dev >/dev/null
cmake --build --preset dev
# The integration suites run one at a time: their cleanup checks list the machine's named
# objects and child processes, which a test running beside them would change, and spinning
# mechanisms need the two cores to themselves.
ctest --preset dev -j2 -LE integration
ctest --preset dev -L integration

# Spin locks, the ring and the runner's threads are where data races hide: the mechanism
# suites run again under ThreadSanitizer, and under AddressSanitizer + UBSan.
for sanitizer in tsan asan; do
  echo "== Mechanism suites under $sanitizer"
  cmake --preset "$sanitizer" >/dev/null
  cmake --build --preset "$sanitizer" --target ipclab_integration_tests ipclab_unit_tests ipclab-peer
  ctest --preset "$sanitizer" -j2 -L unit
  ctest --preset "$sanitizer" -L integration \
    -R "MechanismConformance|EveryPartyRunsEveryOperation|Patterns\.|PlacedLock"
done

# Compiled and linked for arm64 and x86_64 macOS with Zig, never run (no macOS here): the
# Darwin code and every APPLE branch must at least build, warnings as errors.
echo "== macOS: platform, core, peer and tests cross-compiled (Zig)"
bash .ci/macos-cross.sh

echo "== Windows layer (MinGW-w64 + Wine)"
bash .ci/windows-tests.sh

echo "== All tests passed in $((SECONDS - start)) s"
