#!/usr/bin/env bash
# The Windows build's third-party libraries, prepared once per machine in a cache folder outside
# the repository (a clean clone reuses it; a fresh machine pays the extraction and the libzmq
# build, ~2 min, never a Qt build):
#   qt-6.4.2-mingw/   Qt 6.4.2 cross-built with MinGW-w64 (the team's tarball, see
#                     ../shared/toolchains/QT-MINGW.md), extracted as is.
#   zmq-4.3.4-mingw/  libzmq 4.3.4, static (licences in share/zmq), built with MinGW-w64 from Debian's own source package
#                     (zeromq3, the one Debian's libzmq3-dev is built from), plus cppzmq's
#                     header from the host's cppzmq-dev: both header-only pieces match the host.
# Each folder is complete only once its .stamp file exists; an interrupted run starts that part
# again. Prints nothing but progress; cmake/mingw-w64.cmake finds the same folder by itself.
#
# Cache folder: $IPCLAB_WINDOWS_DEPS, else ${XDG_CACHE_HOME:-$HOME/.cache}/ipclab.
# Qt tarball: $IPCLAB_QT_MINGW_TARBALL, else ../shared/toolchains/ beside the checkout, else
# /work/shared/toolchains/.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${IPCLAB_WINDOWS_DEPS:-${XDG_CACHE_HOME:-$HOME/.cache}/ipclab}
mkdir -p "$cache"
# Two CI runs (or a CI run and a developer) must not fill the cache at the same time.
exec 9>"$cache/.lock"
flock 9

qt_name=qt-6.4.2-mingw
qt_tarball_name=qt-6.4.2-mingw-x86_64.tar.xz
zmq_version=4.3.4
zmq_prefix=$cache/zmq-$zmq_version-mingw
# Bump when the libzmq build below changes: a cache built the old way is rebuilt.
zmq_recipe="recipe 3: static, epoll, ipc, no libbsd, unity build"

if [ ! -f "$cache/$qt_name/.stamp" ]; then
  tarball=${IPCLAB_QT_MINGW_TARBALL:-}
  for candidate in "$repo/../shared/toolchains/$qt_tarball_name" \
                   "/work/shared/toolchains/$qt_tarball_name"; do
    [ -z "$tarball" ] && [ -f "$candidate" ] && tarball=$candidate
  done
  if [ -z "$tarball" ] || [ ! -f "$tarball" ]; then
    echo "windows-deps.sh: $qt_tarball_name not found; set IPCLAB_QT_MINGW_TARBALL" >&2
    exit 1
  fi
  echo "== Extracting $tarball into $cache"
  t0=$SECONDS
  rm -rf "${cache:?}/$qt_name"
  tar -xJf "$tarball" -C "$cache"
  touch "$cache/$qt_name/.stamp"
  echo "   done in $((SECONDS - t0)) s"
fi

if ! grep -qxF "$zmq_recipe" "$zmq_prefix/.stamp" 2>/dev/null; then
  echo "== Building libzmq $zmq_version for Windows (MinGW-w64) into $zmq_prefix"
  t0=$SECONDS
  work=$cache/zmq-build
  rm -rf "$work" "$zmq_prefix"
  mkdir -p "$work/lists/partial"
  # A private apt configuration with a deb-src line: the machine's sources stay as they are and
  # no root is needed. The suite is the machine's own, so the source is the host's libzmq's.
  . /etc/os-release
  echo "deb-src http://deb.debian.org/debian ${VERSION_CODENAME:-bookworm} main" \
    >"$work/sources.list"
  apt_private=(-o "Dir::Etc::SourceList=$work/sources.list" -o "Dir::Etc::SourceParts=-"
               -o "Dir::State::Lists=$work/lists" -o "Debug::NoLocking=1"
               -o "APT::Sandbox::User=root")
  apt-get "${apt_private[@]}" -qq update
  (cd "$work" && apt-get "${apt_private[@]}" -qq source --download-only zeromq3 >/dev/null)
  orig=$(ls "$work"/zeromq3_"$zmq_version"*.orig.tar.gz | head -n 1)
  mkdir -p "$work/src"
  tar -xzf "$orig" -C "$work/src" --strip-components=1
  # libzmq 4.3.4 picks Windows' <afunix.h> for ipc:// only under MSVC, so MinGW would look for
  # <sys/un.h>; libzmq 4.3.5 asks for Windows instead, as this patch of three lines does.
  sed -i -E 's/^#(if defined|ifdef) _MSC_VER$/#\1 ZMQ_HAVE_WINDOWS/' \
    "$work/src/src/ipc_address.hpp" "$work/src/src/ipc_connecter.cpp" "$work/src/src/ipc_listener.cpp"
  # wepoll names Windows' headers in MSVC's spelling; MinGW's are lower case (the file system
  # here is case-sensitive).
  sed -i -e 's/<WS2tcpip.h>/<ws2tcpip.h>/' -e 's/<WinSock2.h>/<winsock2.h>/' \
    -e 's/<Windows.h>/<windows.h>/' "$work/src/external/wepoll/wepoll.c"
  # Static library, no tests, no libsodium/CURVE (IPC Lab uses plain PAIR sockets), no draft
  # API; epoll (libzmq's bundled wepoll over Windows' AFD driver), the poller libzmq picks with
  # MSVC and the only one its ipc:// works with on Windows. -w: libzmq's warnings are not ours.
  # A unity build, sixteen files to a translation unit, as ours: libzmq parses its headers for
  # each of its 103 files, and unity cut its build from 205 s of CPU (120 s wall) to 29 s (18 s),
  # measured here 2026-11-29; its suite under Wine (zmq.inproc, zmq.tcp) checks the result.
  # PKG_CONFIG_LIBDIR: the host's .pc files (libbsd, found on Linux) must not leak into a
  # Windows library.
  PKG_CONFIG_LIBDIR=/usr/x86_64-w64-mingw32/lib/pkgconfig \
  cmake -G Ninja -S "$work/src" -B "$work/build" \
    -DCMAKE_TOOLCHAIN_FILE="$repo/cmake/mingw-w64.cmake" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$zmq_prefix" \
    -DBUILD_SHARED=OFF -DBUILD_STATIC=ON -DBUILD_TESTS=OFF -DZMQ_BUILD_TESTS=OFF \
    -DWITH_LIBSODIUM=OFF -DWITH_LIBBSD=OFF -DENABLE_CURVE=OFF -DWITH_DOCS=OFF \
    -DENABLE_DRAFTS=OFF -DENABLE_PRECOMPILED=OFF -DPOLLER=epoll \
    -DCMAKE_CXX_FLAGS="-w" -DCMAKE_C_FLAGS="-w" \
    -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 >"$work/configure.log"
  cmake --build "$work/build" --parallel "${IPCLAB_JOBS:-2}" >"$work/build.log"
  cmake --install "$work/build" >/dev/null
  cp /usr/include/zmq.hpp /usr/include/zmq_addon.hpp "$zmq_prefix/include/"
  rm -rf "$work"
  echo "$zmq_recipe" >"$zmq_prefix/.stamp"
  echo "   done in $((SECONDS - t0)) s"
fi
echo "Windows libraries: $cache/$qt_name, $zmq_prefix"
