#!/usr/bin/env bash
# Runs ipclab-peer --listen inside a fresh network namespace joined to this one by a veth pair,
# so that the network mechanisms can be measured across a (virtual) link without a second
# machine or Docker. Everything is removed again on exit, Ctrl-C or SIGTERM.
#
#   sudo scripts/netns-peer.sh [--peer PATH] [--port PORT] [--token TOKEN]
#
# Prints the controller command to run in another terminal, e.g.
#   IPCLAB_PEER_TOKEN=... ipclab-cli run -m tcp,zmq.tcp --peer 10.201.37.2:7290
# Needs root (or CAP_NET_ADMIN + CAP_SYS_ADMIN) and iproute2.
set -euo pipefail

peer=""
port=7290
token="${IPCLAB_PEER_TOKEN:-}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --peer) peer="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    --token) token="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "netns-peer.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done

if [[ -z "$peer" ]]; then
  # Beside this script's build: the usual build folders, then PATH.
  here="$(cd "$(dirname "$0")/.." && pwd)"
  for candidate in "$here"/build/*/bin/ipclab-peer "$(command -v ipclab-peer || true)"; do
    if [[ -x "$candidate" ]]; then peer="$candidate"; break; fi
  done
fi
if [[ -z "$peer" || ! -x "$peer" ]]; then
  echo "netns-peer.sh: ipclab-peer not found; give --peer PATH" >&2
  exit 2
fi
if [[ $EUID -ne 0 ]]; then
  echo "netns-peer.sh: creating network namespaces needs root (try sudo)" >&2
  exit 2
fi
command -v ip >/dev/null || { echo "netns-peer.sh: needs iproute2 (ip)" >&2; exit 2; }

if [[ -z "$token" ]]; then
  token="$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')"
fi

# Unique names and a /30 in 10.201.N.0/24 that no interface uses yet.
id=$$
ns="ipclab-$id"
host_link="iplh$id"
peer_link="iplp$id"
subnet=""
for n in $(seq $((id % 200 + 1)) 254) $(seq 1 $((id % 200))); do
  if ! ip -o addr show | grep -q " 10\.201\.$n\."; then subnet="10.201.$n"; break; fi
done
[[ -n "$subnet" ]] || { echo "netns-peer.sh: no free 10.201.N.0/30 subnet" >&2; exit 1; }
host_address="$subnet.1"
peer_address="$subnet.2"

peer_pid=""
cleanup() {
  trap - EXIT INT TERM
  if [[ -n "$peer_pid" ]]; then
    kill -TERM "$peer_pid" 2>/dev/null || true
    wait "$peer_pid" 2>/dev/null || true
  fi
  ip link del "$host_link" 2>/dev/null || true   # removes its veth partner too
  ip netns del "$ns" 2>/dev/null || true
  echo "netns-peer.sh: removed namespace $ns and veth $host_link" >&2
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ip netns add "$ns"
ip link add "$host_link" type veth peer name "$peer_link"
ip link set "$peer_link" netns "$ns"
ip addr add "$host_address/30" dev "$host_link"
ip link set "$host_link" up
ip -n "$ns" addr add "$peer_address/30" dev "$peer_link"
ip -n "$ns" link set "$peer_link" up
ip -n "$ns" link set lo up

echo "netns-peer.sh: namespace $ns, peer at $peer_address (this side $host_address)" >&2
echo "netns-peer.sh: in another terminal run:" >&2
echo "  IPCLAB_PEER_TOKEN='$token' ipclab-cli run -m tcp,udp,websocket,zmq.tcp --peer $peer_address:$port" >&2
# The token goes through the environment, not the command line, so it does not show in ps.
IPCLAB_PEER_TOKEN="$token" ip netns exec "$ns" "$peer" --listen "$peer_address:$port" &
peer_pid=$!
wait "$peer_pid"
