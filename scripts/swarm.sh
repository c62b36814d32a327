#!/usr/bin/env bash
# IPC Lab across a Docker Swarm, start to finish: installs Debian's Docker engine when it is
# missing and starts dockerd where no init system runs it, makes a swarm (or uses the one this
# engine is in), builds the image, deploys resources/docker/stack.yaml (ipclab-peer on every
# node, the token a Docker secret), checks that the overlay peers answer nobody outside the
# overlay, measures the host map - every ordered pair of nodes over the overlay and, in the
# same paired rounds (the order reversed every other round), over each node's bridge through
# published ports (stack-bridge.yaml) and over the nodes' own network (stack-host.yaml) - with
# one controller per node, collects the results, removes what it deployed and leaves a swarm it
# made (and stops nodes and a dockerd it started).
#
#   sudo scripts/swarm.sh [--dind N] [--prebuilt DIR] [--reuse-image] [--rounds N]
#                         [-m tcp,udp] [-s 64] [-n MESSAGES] [--no-bridge-path]
#                         [--no-host-path] [--drop-node-after SECONDS] [--out DIR]
#
#   --dind N       N nodes made here as privileged containers that run their own engine
#                  (Docker in Docker), joined into one swarm: a real multi-node overlay on one
#                  machine. Without it: this engine's swarm (a one-node swarm is made if none).
#   --prebuilt DIR the image from ipclab-cli and ipclab-peer already built in DIR (Debian 12),
#                  not compiled again inside Docker (Dockerfile.prebuilt)
#   --reuse-image  keep an ipclab:latest that exists (no build)
#   --drop-node-after S  (with --dind) stop the last node S seconds into the first row: its
#                  cells end with the error, everything else is measured and kept
#
# Results (default out/swarm/ in this checkout, owned by whoever called it): hostmap.json (the
# merged map), hostmap.csv, hostmap.png (the heat map: node names on both axes), hostmap-cost.png
# (the chart "what the overlay costs": each pair's ratio and its interval, 1x marked), hostmap.txt
# (the matrices and the tables "what the overlay costs" against the bridge and against the host
# network: ratios within each round with their 95% intervals), row-NODE.json and row-NODE.log
# (each controller's row and output), run.log. Debian's base image is cached as containers.sh
# does.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
out="$repo/out/swarm"
dind=0 prebuilt="" reuse_image="" rounds=10 mechanisms="tcp,udp" size=64 iterations=2000
bridge_path=1 host_path=1 drop_after=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dind) dind="$2"; shift 2 ;;
    --prebuilt) prebuilt="$(cd "$2" && pwd)"; shift 2 ;;
    --reuse-image) reuse_image=1; shift ;;
    --rounds) rounds="$2"; shift 2 ;;
    -m) mechanisms="$2"; shift 2 ;;
    -s) size="$2"; shift 2 ;;
    -n) iterations="$2"; shift 2 ;;
    --no-bridge-path) bridge_path=""; shift ;;
    --no-host-path) host_path=""; shift ;;
    --drop-node-after) drop_after="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "swarm.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done
say() { echo "swarm.sh: $*" >&2; }
die() { say "$*"; exit 1; }
as_root() { [[ $EUID -eq 0 ]] || die "$1 needs root: run this script with sudo"; }
[[ "$dind" =~ ^[0-9]+$ && "$dind" -le 8 ]] || die "--dind takes 1..8 nodes"
[[ -z "$drop_after" || "$dind" -ge 2 ]] || die "--drop-node-after needs --dind 2 or more"
[[ "$rounds" =~ ^[0-9]+$ && "$rounds" -ge 1 ]] || die "--rounds takes a count (6 or more: a 95% interval)"

owner_uid="${SUDO_UID:-$(id -u)}"
owner_gid="${SUDO_GID:-$(id -g)}"
cache=/var/cache/ipclab
started_dockerd=""
made_swarm=""
closed_failed=""
deployed=()
rows=()
nodes_made=()
socks="$(mktemp -d "${TMPDIR:-/tmp}/ipclab-swarm.XXXXXX")"
node_net=ipclab-nodes
node_subnet=172.30.77

# shellcheck source=scripts/docker-engine.sh
source "$repo/scripts/docker-engine.sh"

cleanup() {
  local status=$?
  for row in "${rows[@]}"; do docker service rm "$row" >/dev/null 2>&1 || true; done
  for stack in "${deployed[@]}"; do docker stack rm "$stack" >/dev/null 2>&1 || true; done
  if [[ ${#deployed[@]} -gt 0 ]]; then
    # The overlay goes once its tasks are gone; the secret once no service uses it.
    for _ in $(seq 30); do
      docker network inspect ipclab_lab >/dev/null 2>&1 || break
      sleep 1
    done
    docker secret rm ipclab_peer_token >/dev/null 2>&1 || true
  fi
  if [[ -n "$made_swarm" && ${#nodes_made[@]} -eq 0 ]]; then
    say "leaving the swarm this script made"
    docker swarm leave --force >/dev/null 2>&1 || true
    # Left by a forced leave: the stopped containers of this run's tasks (the swarm's task
    # reaper is gone with the swarm), and docker_gwbridge, which swarm init made.
    docker ps -aq --filter label=com.docker.swarm.task.id --filter name='^ipclab' |
      xargs -r docker rm -f >/dev/null 2>&1 || true
    docker network rm docker_gwbridge >/dev/null 2>&1 || true
  fi
  unset DOCKER_HOST
  if [[ ${#nodes_made[@]} -gt 0 ]]; then
    say "removing the ${#nodes_made[@]} node containers"
    docker rm -f "${nodes_made[@]}" >/dev/null 2>&1 || true
    docker volume rm "${nodes_made[@]}" >/dev/null 2>&1 || true
    docker network rm "$node_net" >/dev/null 2>&1 || true
    # The nodes' engines made a cgroup parent each (empty once their containers are gone; a
    # container killed with its node leaves an empty cgroup too).
    for cgroup in /sys/fs/cgroup/*/ipclab-node-* /sys/fs/cgroup/ipclab-node-*; do
      [[ -d "$cgroup" ]] || continue
      rmdir "$cgroup"/*/ "$cgroup" 2>/dev/null || true
    done
  fi
  rm -rf "$socks"
  stop_engine
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

build_image() {
  if [[ -n "$reuse_image" ]] && docker image inspect ipclab:latest >/dev/null 2>&1; then
    say "using the ipclab:latest that exists (--reuse-image)"
    return 0
  fi
  docker buildx version >/dev/null 2>&1 || export DOCKER_BUILDKIT=0
  local started=$SECONDS
  if [[ -n "$prebuilt" ]]; then
    local context
    context="$(mktemp -d)"
    mkdir -p "$context/bin"
    cp "$repo/.ci/deps.sh" "$context/deps.sh"
    for program in ipclab-cli ipclab-peer; do
      [[ -x "$prebuilt/$program" ]] || die "--prebuilt: no $prebuilt/$program"
      install -m 0755 -s "$prebuilt/$program" "$context/bin/$program"
    done
    install -m 0755 "$repo/resources/docker/container-cost.sh" "$context/bin/ipclab-container-cost"
    say "building ipclab:latest from the programs in $prebuilt"
    docker build -q -f "$repo/resources/docker/Dockerfile.prebuilt" -t ipclab:latest "$context" >/dev/null
    rm -rf "$context"
  else
    say "building ipclab:latest from $repo (compiles IPC Lab: minutes)"
    docker build -q -f "$repo/resources/docker/Dockerfile" -t ipclab:latest "$repo" >/dev/null
  fi
  say "built in $((SECONDS - started)) s"
}

# N engines in privileged containers on one bridge; each gets the image; the first makes the
# swarm, the others join it. From here on DOCKER_HOST is the first node (the manager).
make_dind_nodes() {
  docker image inspect ipclab-node:latest >/dev/null 2>&1 || {
    say "building ipclab-node:latest (Debian 12 with its docker.io)"
    docker build -q -f "$repo/resources/docker/Dockerfile.node" -t ipclab-node:latest \
      "$repo/resources/docker" >/dev/null
  }
  docker network create --subnet "$node_subnet.0/24" "$node_net" >/dev/null
  local image="$socks/ipclab.tar"
  docker save ipclab:latest -o "$image"
  for i in $(seq "$dind"); do
    local name="ipclab-node-$i"
    mkdir -p "$socks/$i"
    nodes_made+=("$name")
    local node_args=(--name "$name" --hostname "$name" --network "$node_net"
      -v "$name:/var/lib/docker" -v "$socks/$i:/run/ipclab")
    local engine=(-H unix:///run/ipclab/docker.sock -H unix:///var/run/docker.sock
      --cgroup-parent "/$name")
    docker run -d --privileged "${node_args[@]}" ipclab-node:latest "${engine[@]}" >/dev/null 2>"$socks/err" && continue
    # --privileged asks for every capability; where this machine's own bounding set lacks one
    # (a container or sandbox without CAP_SYS_RESOURCE: "unable to apply caps"), the node gets
    # all it has, no seccomp or AppArmor profile, and the host's cgroups writable (cgroup v1
    # is not namespaced), which is what its engine needs.
    say "--privileged refused ($(grep -o 'unable to [^:]*' "$socks/err" | tail -n 1)):" \
      "giving node $i every capability this machine has instead"
    docker rm -f "$name" >/dev/null 2>&1 || true
    local caps=(--cap-add ALL)
    (( 0x$(awk '/CapBnd/ {print $2}' /proc/self/status) & (1 << 24) )) || caps+=(--cap-drop SYS_RESOURCE)
    docker run -d "${caps[@]}" --security-opt seccomp=unconfined --security-opt apparmor=unconfined \
      --security-opt systempaths=unconfined --cgroupns host -v /sys/fs/cgroup:/sys/fs/cgroup:rw \
      "${node_args[@]}" ipclab-node:latest "${engine[@]}" >/dev/null
  done
  for i in $(seq "$dind"); do
    local node="unix://$socks/$i/docker.sock"
    for _ in $(seq 60); do DOCKER_HOST="$node" docker info >/dev/null 2>&1 && break; sleep 1; done
    DOCKER_HOST="$node" docker info >/dev/null 2>&1 ||
      die "node $i's engine did not start; see: docker logs ipclab-node-$i"
    DOCKER_HOST="$node" docker load -q -i "$image" >/dev/null
  done
  rm -f "$image"
  local manager_ip
  manager_ip="$(docker inspect -f "{{(index .NetworkSettings.Networks \"$node_net\").IPAddress}}" ipclab-node-1)"
  export DOCKER_HOST="unix://$socks/1/docker.sock"
  docker swarm init --advertise-addr "$manager_ip" >/dev/null
  local token
  token="$(docker swarm join-token -q worker)"
  for i in $(seq 2 "$dind"); do
    DOCKER_HOST="unix://$socks/$i/docker.sock" docker swarm join --token "$token" "$manager_ip:2377" >/dev/null
  done
  say "swarm of $dind nodes (Docker in Docker), manager ipclab-node-1 at $manager_ip"
}

use_local_swarm() {
  case "$(docker info -f '{{.Swarm.LocalNodeState}}')" in
    active) say "using the swarm this engine is in" ;;
    *)
      say "making a one-node swarm (left again at the end)"
      docker swarm init --advertise-addr 127.0.0.1 >/dev/null
      made_swarm=1
      ;;
  esac
}

# Waits until the global service has a running task on every ready node.
wait_global() {  # SERVICE
  local want running
  want="$(docker node ls -q --filter role=worker | wc -l)"
  want=$((want + $(docker node ls -q --filter role=manager | wc -l)))
  for _ in $(seq 120); do
    running="$(docker service ps -q --filter desired-state=running "$1" |
      xargs -r docker inspect -f '{{.Status.State}}' | grep -c '^running$' || true)"
    [[ "$running" -eq "$want" ]] && return 0
    sleep 1
  done
  docker service ps --no-trunc "$1" >&2 || true
  die "$1 is not running on every node ($running of $want) after 120 s"
}

# "NODE ADDRESS" per running task of SERVICE: the task's address on the overlay (NETWORK), or
# the node's own address (empty NETWORK: a host-network service).
task_addresses() {  # SERVICE NETWORK
  local task node_id name address
  for task in $(docker service ps -q --filter desired-state=running "$1"); do
    node_id="$(docker inspect -f '{{.NodeID}}' "$task")"
    name="$(docker node inspect -f '{{.Description.Hostname}}' "$node_id")"
    if [[ -n "$2" ]]; then
      address="$(docker inspect -f "{{range .NetworksAttachments}}{{if eq .Network.Spec.Name \"$2\"}}{{index .Addresses 0}}{{end}}{{end}}" "$task")"
      address="${address%/*}"
    else
      address="$(docker node inspect -f '{{.Status.Addr}}' "$node_id")"
      # The one-node swarm made here advertises 127.0.0.1 (a manager may even say 0.0.0.0):
      # from a controller's container that is the container itself, so the node is reached at
      # its docker_gwbridge gateway, its own address on the bridge every swarm container has.
      case "$address" in
        127.* | 0.0.0.0)
          address="$(docker network inspect docker_gwbridge \
            -f '{{range .IPAM.Config}}{{.Gateway}} {{.Subnet}}{{end}}')"
          # No gateway recorded: the subnet's first address is the bridge's.
          [[ "$address" != " "* ]] || address="$(sed 's|^ *\([0-9.]*\)\.0/.*|\1.1|' <<<"$address")"
          address="${address%% *}" ;;
      esac
    fi
    echo "$name $address"
  done | sort
}

# What stack.yaml promises, tried: from each node's own network (a host-network container on
# it) the control port of every overlay peer, at its overlay address and, for the peer on that
# node, at its docker_gwbridge address, must not reach a peer. A connection alone proves
# nothing (a network may accept every TCP connection, as this machine's does: a proxy answers
# for any address), so each try speaks to the peer with a wrong token: only an IPC Lab peer
# replies "wrong token". The same try from a container on the overlay must get that reply, or
# the check itself is broken. An answer from outside is reported and fails the run at the end;
# the measurement goes on.
probe_peers() {  # DOCKER_RUN_ARGS... -- ADDRESS...: prints each address where a peer answered
  local args=()
  while [[ "$1" != -- ]]; do args+=("$1"); shift; done
  shift
  docker run --rm "${args[@]}" ipclab:latest sh -c 'for a; do
      ipclab-cli run -m tcp -s 64 -n 10 -r 1 --peer "$a:7290" --token wrong-token \
        --peer-timeout-ms 2000 2>&1 | grep -q "refused: wrong token" && echo "$a"
    done; true' _ "$@"
}

check_closed() {  # OVERLAY_ADDRESS...
  local engines=() engine gateway open tried=0 answered
  answered="$(probe_peers --network ipclab_lab -- "$@" | wc -l)"
  if [[ "$answered" -ne $# ]]; then
    say "the closed-port check is broken: from the overlay $answered of $# peers answered a wrong token"
    closed_failed=1
    return 0
  fi
  if [[ "$dind" -gt 0 ]]; then
    for i in $(seq "$dind"); do engines+=("unix://$socks/$i/docker.sock"); done
  else
    engines+=("${DOCKER_HOST:-}")
  fi
  for engine in "${engines[@]}"; do
    local targets=("$@") peer
    # docker_gwbridge names its endpoints gateway_ID: the peer's is found by container id.
    peer="$(DOCKER_HOST="$engine" docker ps -q --no-trunc \
      --filter label=com.docker.swarm.service.name=ipclab_peer | head -n 1)"
    gateway="$(DOCKER_HOST="$engine" docker network inspect docker_gwbridge \
      -f '{{range $id, $c := .Containers}}{{$id}} {{$c.IPv4Address}}{{println}}{{end}}' |
      awk -v id="$peer" '$1 == id {sub("/.*", "", $2); print $2}')"
    [[ -z "$gateway" ]] || targets+=("$gateway")
    tried=$((tried + ${#targets[@]}))
    open="$(DOCKER_HOST="$engine" probe_peers --network host -- "${targets[@]}")"
    if [[ -n "$open" ]]; then
      say "OPEN outside the overlay: from $(DOCKER_HOST="$engine" docker info -f '{{.Name}}')'s" \
        "own network a peer answers at $(echo "$open" | paste -sd ' ')"
      closed_failed=1
    fi
  done
  [[ -n "$closed_failed" ]] || say "closed outside the overlay: every peer answers on the overlay;" \
    "$tried tries from the nodes' own networks (overlay and docker_gwbridge addresses) reached none"
}

# One controller on NODE, on the overlay: its row of the map, printed as base64 between markers
# (swarm services have no bind mount a manager could read back on another node).
measure_row() {  # INDEX NODE PEERS
  local service="ipclab-row-$1" node="$2" peers="$3"
  rows+=("$service")
  docker service create -q --detach --name "$service" --restart-condition none \
    --network ipclab_lab --constraint "node.hostname==$node" --user 10001:10001 \
    --env HOME=/tmp --secret source=ipclab_peer_token,target=ipclab_peer_token,uid=10001,gid=10001,mode=0400 \
    ipclab:latest sh -c "IPCLAB_PEER_TOKEN=\$(cat /run/secrets/ipclab_peer_token) \
      ipclab-cli hostmap --from '$node' --peer '$peers' -m '$mechanisms' -s '$size' \
      -r '$rounds' -n '$iterations' -w 200 --json /tmp/row.json >&2; status=\$?; \
      echo IPCLAB-ROW-BEGIN; base64 /tmp/row.json; echo IPCLAB-ROW-END; exit \$status" >/dev/null
  local state="" waited=0
  for _ in $(seq 1800); do
    state="$(docker service ps -q "$service" | head -n 1 | xargs -r docker inspect -f '{{.Status.State}}')"
    case "$state" in complete|failed|rejected|shutdown) break ;; esac
    # A task that never starts (its node went down) is given up after a minute.
    case "$state" in ""|new|pending|assigned) waited=$((waited + 1)) ;; *) waited=0 ;; esac
    [[ $waited -lt 60 ]] || break
    sleep 1
  done
  docker service logs --raw "$service" >"$out/row-$node.log" 2>&1 || true
  sed -n '/^IPCLAB-ROW-BEGIN$/,/^IPCLAB-ROW-END$/p' "$out/row-$node.log" | sed '1d;$d' |
    base64 -d >"$out/row-$node.json" 2>/dev/null || true
  sed -i '/^IPCLAB-ROW-BEGIN$/,/^IPCLAB-ROW-END$/d' "$out/row-$node.log"
  docker service rm "$service" >/dev/null
  [[ -s "$out/row-$node.json" ]] || {
    say "the controller on $node left no row ($state); see $out/row-$node.log"
    rm -f "$out/row-$node.json"
    return 0
  }
  say "row of $node: $state"
}

install_engine  # docker.io only when missing (no compose here)
start_engine
base_image
build_image
mkdir -p "$out"
rm -f "$out"/{hostmap.json,hostmap.csv,hostmap.png,hostmap-cost.png,hostmap.txt,run.log} "$out"/row-*
exec > >(tee "$out/run.log") 2>&1
started=$SECONDS
if [[ "$dind" -gt 0 ]]; then
  make_dind_nodes
  host_prefix="$node_subnet."
else
  use_local_swarm
  host_prefix=""
fi

head -c 18 /dev/urandom | base64 | docker secret create ipclab_peer_token - >/dev/null
say "deploying resources/docker/stack.yaml (peer on every node, overlay ipclab_lab)"
IPCLAB_IMAGE=ipclab:latest docker stack deploy -c "$repo/resources/docker/stack.yaml" ipclab >/dev/null
deployed+=(ipclab)
wait_global ipclab_peer
peers=""
overlay_addresses=()
while read -r name address; do
  peers+="${peers:+,}overlay:$name=$address:7290"
  overlay_addresses+=("$address")
done < <(task_addresses ipclab_peer ipclab_lab)
check_closed "${overlay_addresses[@]}"
if [[ -n "$bridge_path" && ${#overlay_addresses[@]} -lt 2 ]]; then
  say "one node: no bridge path (it is measured between nodes only; see stack-bridge.yaml)"
  bridge_path=""
fi
if [[ -n "$bridge_path" ]]; then
  say "deploying resources/docker/stack-bridge.yaml (the same peer on each node's bridge, ports published)"
  IPCLAB_IMAGE=ipclab:latest docker stack deploy -c "$repo/resources/docker/stack-bridge.yaml" \
    ipclab-bridge >/dev/null
  deployed+=(ipclab-bridge)
  wait_global ipclab-bridge_peer-bridge
  while read -r name address; do peers+=",bridge:$name=$address:7292"; done \
    < <(task_addresses ipclab-bridge_peer-bridge "")
fi
if [[ -n "$host_path" ]]; then
  say "deploying resources/docker/stack-host.yaml (the same peer on each node's own network)"
  IPCLAB_IMAGE=ipclab:latest IPCLAB_HOST_PREFIX="$host_prefix" \
    docker stack deploy -c "$repo/resources/docker/stack-host.yaml" ipclab-host >/dev/null
  deployed+=(ipclab-host)
  wait_global ipclab-host_peer-host
  while read -r name address; do peers+=",host:$name=$address:7291"; done \
    < <(task_addresses ipclab-host_peer-host "")
fi
say "peers: $peers"
say "deployed in $((SECONDS - started)) s; measuring row by row ($rounds paired rounds each)"

index=0
for node in $(docker node ls --format '{{.Hostname}}' | sort); do
  index=$((index + 1))
  if [[ -n "$drop_after" && "$index" -eq 1 ]]; then
    victim="ipclab-node-$dind"
    ( sleep "$drop_after"; DOCKER_HOST="" docker stop -t 1 "$victim" >/dev/null 2>&1 &&
      echo "swarm.sh: stopped $victim (--drop-node-after $drop_after)" >&2 ) &
    dropper=$!
  fi
  node_state="$(docker node inspect -f '{{.Status.State}}' "$node")"
  if [[ "$node_state" != ready ]]; then
    say "$node is $node_state: no row from it (its column keeps what the others measured)"
    continue
  fi
  # Not the bridge peer on its own node: from a container to a port published on its own node
  # Docker goes through docker-proxy (a userland copy, ~0.1-1 ms here), which is not the bridge;
  # between nodes the published port is plain DNAT into the bridge.
  row_peers="$(tr ',' '\n' <<<"$peers" | grep -v "^bridge:$node=" | paste -sd ,)"
  row_started=$SECONDS
  measure_row "$index" "$node" "$row_peers"
  say "  $node: $((SECONDS - row_started)) s"
done
# Only the dropper: a bare `wait` would also wait for the tee of run.log, which never ends.
[[ -z "${dropper:-}" ]] || wait "$dropper" || true

shopt -s nullglob
row_files=("$out"/row-*.json)
[[ ${#row_files[@]} -gt 0 ]] || die "no controller left a row; see $out/row-*.log"
say "merging ${#row_files[@]} rows"
# The merge runs in a container too (no IPC Lab needed on this machine): the rows go in and the
# map comes out as a tar stream on stdin/stdout.
tar -C "$out" -c "${row_files[@]##*/}" |
  docker run --rm -i --user 10001:10001 -e HOME=/tmp ipclab:latest sh -c \
    'mkdir -p /tmp/m && cd /tmp/m && tar -x && ipclab-cli hostmap --merge row-*.json \
       --json hostmap.json --csv hostmap.csv --png hostmap.png --cost-png hostmap-cost.png \
       >hostmap.txt; status=$?; \
       tar -c hostmap.json hostmap.csv hostmap.png hostmap-cost.png hostmap.txt; exit $status' |
  tar -C "$out" -x || merge_status=$?
chown -R "$owner_uid:$owner_gid" "$out"
# No map at all is not "failed cells": the merge itself was refused (e.g. --reuse-image kept an
# image older than this script's options).
[[ -s "$out/hostmap.json" ]] ||
  die "the rows did not merge into a map (see the lines above); the rows are in $out"
[[ ${merge_status:-0} -eq 0 ]] || say "the map has failed cells (see hostmap.txt)"
cat "$out/hostmap.txt"
say "measured in $((SECONDS - started)) s; results in $out: hostmap.{json,csv,png,txt}, hostmap-cost.png, row-*"
[[ -z "$closed_failed" ]] || die "an overlay peer answered from outside the overlay (see above)"
