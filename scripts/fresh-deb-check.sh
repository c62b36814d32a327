#!/usr/bin/env bash
# Installs dist/ipclab_*.deb on a brand-new Debian 12 (no compiler, no cmake: nothing but the
# package and what apt pulls in) and uses it as a student would, from outside any build
# folder: --version of all three programs, a run of cross-process and in-process mechanisms,
# the quick comparison with its chart, the GUI started offscreen, then removal. Needs root and
# ../shared/tools/fresh-machine.sh. Usage: sudo scripts/fresh-deb-check.sh [DEB] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(realpath "${1:-$(ls -t dist/ipclab_*.deb | head -n 1)}")
out=${2:-out/fresh-deb}
mkdir -p "$out"

../shared/tools/fresh-machine.sh --copy "$deb" --out "$out" "$(cat <<SCRIPT
set -e
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq /root/$(basename "$deb") >/dev/null
for tool in gcc g++ cc cmake; do
  if command -v \$tool; then echo "unexpected build tool: \$tool"; exit 9; fi
done
echo "installed; no compiler, no cmake on this system"
cd /
ipclab --version && ipclab-cli --version && ipclab-peer --version
cd /tmp
ipclab-cli run -m pipe,tcp,shm.ring,thread.mutex,mq.posix,zmq.ipc -s 64 -n 2000 -r 2
ipclab-cli quick --out-dir /tmp/quick >/dev/null
ipclab-cli chart /tmp/quick/ipclab-quick.json --kind bars --png /tmp/quick/bars.png
mkdir -p /root/out && cp /tmp/quick/*.png /root/out/
set +e
QT_QPA_PLATFORM=offscreen timeout 5 ipclab 2>/dev/null
[ \$? -eq 124 ] && echo "the GUI started and ran until the 5 s timeout"
set -e
left=\$(ls -A /dev/shm)
[ -z "\$left" ] || { echo "left behind in /dev/shm: \$left"; exit 8; }
apt-get remove -y -qq ipclab >/dev/null
! ls /usr/bin/ipclab* 2>/dev/null && echo "removed: no ipclab program left in /usr/bin"
SCRIPT
)"
echo "fresh-deb-check: charts in $out"
