#!/usr/bin/env bash
# IPC Lab across two containers, start to finish: installs the Docker engine from the Debian
# archive when it is missing, starts dockerd where no init system runs it (and stops it again),
# makes the debian:12 base image with debootstrap when no registry answers, builds the image
# from this working tree, runs a peer container and a controller container on one bridge
# network, and leaves the results in a folder owned by whoever called it (through sudo too).
#
#   sudo scripts/containers.sh [--out DIR] [--rounds N]
#
# Results (default out/containers/ in this checkout): remote.json (both containers' machines),
# remote.png, cost.csv and cost.txt (container-to-container vs loopback, paired rounds),
# shared-ipc.json and .png (shared memory and queues between two containers sharing one IPC
# namespace: compose profile shared-ipc) and run.log, everything printed.
# The base image's root filesystem is cached in /var/cache/ipclab/ (a second run skips
# debootstrap); the images debian:12 and ipclab:latest stay in Docker.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
out="$repo/out/containers"
rounds=10
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "containers.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done
say() { echo "containers.sh: $*" >&2; }
die() { say "$*"; exit 1; }

# Whoever asked (sudo keeps their ids): the results are theirs, not root's. The containers run
# as that user too (they write the results), but never as root: root's run uses the image's
# own user and gets the files handed over afterwards.
owner_uid="${SUDO_UID:-$(id -u)}"
owner_gid="${SUDO_GID:-$(id -g)}"
run_uid="$owner_uid" run_gid="$owner_gid"
[[ "$owner_uid" -ne 0 ]] || { run_uid=10001 run_gid=10001; }
cache=/var/cache/ipclab
project=ipclab
started_dockerd=""
compose=()

cleanup() {
  local status=$?
  if [[ ${#compose[@]} -gt 0 ]]; then
    "${compose[@]}" down --remove-orphans >/dev/null 2>&1 || true
  fi
  stop_engine
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_root() { [[ $EUID -eq 0 ]] || die "$1 needs root: run this script with sudo"; }
# install_engine, start_engine, stop_engine and base_image, shared with swarm.sh.
# shellcheck source=scripts/docker-engine.sh
source "$repo/scripts/docker-engine.sh"

# 1. The engine and a compose: from the distribution's archive when missing.
need_compose() {
  docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null || echo docker-compose
}

pick_compose() {
  if docker compose version >/dev/null 2>&1; then
    compose=(docker compose)
  else
    compose=(docker-compose)
  fi
  compose+=(-p "$project" -f "$repo/resources/docker/compose.yaml")
}

# shellcheck disable=SC2046 # one word or none
install_engine $(need_compose)
start_engine
base_image
# Without the buildx plugin a recent docker CLI refuses BuildKit builds: the classic builder
# (which docker-compose 1.29 uses anyway) builds this Dockerfile just as well.
docker buildx version >/dev/null 2>&1 || export DOCKER_BUILDKIT=0
say "building ipclab:latest from $repo (compiles IPC Lab: minutes)"
started=$SECONDS
docker build -q -f "$repo/resources/docker/Dockerfile" -t ipclab:latest "$repo" >/dev/null
say "built in $((SECONDS - started)) s; image size $(docker image inspect -f '{{.Size}}' ipclab:latest |
  awk '{printf "%.0f MB", $1 / 1e6}')"

mkdir -p "$out"
chown "$run_uid:$run_gid" "$out"
rm -f "$out"/{remote.json,remote.png,cost.csv,cost.txt,cost.log,shared-ipc.json,shared-ipc.png,run.log}
IPCLAB_PEER_TOKEN="$(head -c 18 /dev/urandom | base64)"
export IPCLAB_PEER_TOKEN IPCLAB_RESULTS="$out" IPCLAB_UID="$run_uid" IPCLAB_GID="$run_gid" \
  IPCLAB_COST_ROUNDS="$rounds"
pick_compose
# Compose prefixes each line with its service; the controller's lines are the results.
unprefix() { sed -u 's/^controller[-_a-z]*[-_]1 *| //'; }
say "running peer + controller (${compose[0]} ${compose[1]}) on a bridge network"
started=$SECONDS
set +e
"${compose[@]}" up --no-color --no-build --exit-code-from controller peer controller 2>&1 | unprefix |
  tee "$out/run.log"
status=${PIPESTATUS[0]}
set -e
[[ $status -eq 0 ]] || die "the controller failed (exit $status); see $out/run.log"
say "measured in $((SECONDS - started)) s"
"${compose[@]}" down --remove-orphans >/dev/null 2>&1

say "shared memory and queues between the containers: profile shared-ipc (one IPC namespace)"
started=$SECONDS
set +e
"${compose[@]}" --profile shared-ipc up --no-color --no-build --exit-code-from controller-shared-ipc \
  peer controller-shared-ipc 2>&1 | unprefix | tee -a "$out/run.log"
status=${PIPESTATUS[0]}
set -e
[[ $status -eq 0 ]] || die "the shared-ipc controller failed (exit $status); see $out/run.log"
say "measured in $((SECONDS - started)) s"
chown -R "$owner_uid:$owner_gid" "$out"

for file in remote.json remote.png cost.csv cost.txt shared-ipc.json shared-ipc.png; do
  [[ -s "$out/$file" ]] || die "missing $out/$file"
done
hosts="$(grep -o '"host_name": *"[^"]*"' "$out/remote.json" | sort -u | wc -l)"
[[ "$hosts" -eq 2 ]] || die "remote.json should name two machines (host names), found $hosts"
say "results in $out: remote.json (two machines), remote.png, cost.csv, cost.txt,"
say "  shared-ipc.json, shared-ipc.png, run.log"
