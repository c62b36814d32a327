#!/usr/bin/env bash
# Builds IPC Lab's Debian package into dist/ with CPack: a Release build of the three programs
# installed under /usr, runtime dependencies computed by dpkg-shlibdeps. Then checks what a
# package checker would: the AppStream metainfo validates, and the package lists what it holds.
# Usage: bash .ci/package.sh            the .deb
#        bash .ci/package.sh windows    the Windows installer, checked under Wine
#                                       (.ci/package-windows.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-deb}" = windows ]; then
  exec bash .ci/package-windows.sh
fi
start=$SECONDS
build=build/package
dist=$PWD/dist

bash .ci/deps.sh package
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIPCLAB_BUILD_TESTS=OFF \
  -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
cmake --build "$build" --target ipclab ipclab-cli ipclab-peer
(cd "$build" && cpack -G DEB -B "$dist" >/dev/null)
rm -rf dist/_CPack_Packages
deb=$(ls -t dist/ipclab_*.deb | head -n 1)

echo "== $deb"
dpkg-deb --info "$deb" | sed -n 's/^ \(Package\|Version\|Depends\):/  \1:/p'
dpkg-deb --contents "$deb" | awk '{print "  " $6}' | grep -v '/$'
appstreamcli validate --no-net "$build/packaging/io.github.ipclab.ipclab.metainfo.xml"
echo "== Package built in $((SECONDS - start)) s: $deb"
