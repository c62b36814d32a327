#!/usr/bin/env bash
# The builds test.sh runs beside its native stages, one after the other: the Windows build
# (libzmq for MinGW, then the mingw-tests preset: .ci/windows-tests.sh build), then the macOS
# cross build (.ci/macos-cross.sh). test.sh starts this at the scheduler's idle priority, so it
# only takes CPU time the native stages leave. Each build's output goes to build/beside-NAME.log
# and its exit status to build/beside-NAME.status when it ends, for test.sh to print and check
# where that stage's results are needed; a failed Windows build stops here.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p build
# test.sh starts this in a session of its own, and Linux's autogroups share the CPUs between
# sessions before any priority inside them counts: the idle priority would only rank these
# builds against each other (seen on a brand-new machine: the native and the MinGW compilers
# halving the CPUs). The session's group at the lowest weight (nice 19) makes it yield to the
# native stages as a whole; without autogroups the idle priority does that alone.
echo 19 >/proc/self/autogroup 2>/dev/null || true

run() {
  local name=$1
  shift
  "$@" >"build/beside-$name.log" 2>&1
  local status=$?
  echo "$status" >"build/beside-$name.status"
  return "$status"
}

run windows bash .ci/windows-tests.sh build || exit 1
run macos bash .ci/macos-cross.sh
