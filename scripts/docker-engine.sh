# shellcheck shell=bash disable=SC2154  # cache and started_dockerd are the caller's
# Sourced by containers.sh and swarm.sh: a Docker engine, a daemon and the debian:12 base
# image, from nothing. The caller defines say, die and as_root, sets `cache` (where the base
# image's root filesystem is kept) and `started_dockerd` (empty; set here to the pid of a
# dockerd started for this run, which stop_engine stops at the caller's end).

# The engine from the distribution's archive when there is none, with the other packages named
# (e.g. docker-compose), which the caller asks for only when they are missing.
install_engine() {  # [PACKAGE...]
  local missing=("$@")
  # A docker client alone (no dockerd, no daemon it can reach) is not an engine.
  command -v dockerd >/dev/null || docker info >/dev/null 2>&1 || missing+=(docker.io)
  [[ ${#missing[@]} -eq 0 ]] && return 0
  as_root "installing ${missing[*]}"
  command -v apt-get >/dev/null || die "no apt-get: install ${missing[*]} yourself"
  say "installing ${missing[*]} from the archive"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# A daemon: the one already running, the init system's, or one started here for this run.
start_engine() {
  docker info >/dev/null 2>&1 && return 0
  if [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null; then
    as_root "starting docker"
    systemctl start docker
  else
    as_root "starting dockerd"
    command -v dockerd >/dev/null || die "docker cannot reach a daemon and there is no dockerd"
    local log="${TMPDIR:-/tmp}/ipclab-dockerd.log"
    say "no init system runs Docker here: starting dockerd (log: $log)"
    dockerd >"$log" 2>&1 &
    started_dockerd=$!
  fi
  for _ in $(seq 60); do
    docker info >/dev/null 2>&1 && return 0
    [[ -z "$started_dockerd" ]] || kill -0 "$started_dockerd" 2>/dev/null ||
      die "dockerd stopped at once; see ${TMPDIR:-/tmp}/ipclab-dockerd.log"
    sleep 1
  done
  die "the Docker daemon did not answer within 60 s"
}

# debian:12: pulled where a registry answers, else made here (debootstrap minbase, cached).
base_image() {
  docker image inspect debian:12 >/dev/null 2>&1 && return 0
  timeout 60 docker pull -q debian:12 >/dev/null 2>&1 && return 0
  as_root "making the base image with debootstrap"
  local tarball="$cache/debian-12-minbase.tar"
  if [[ ! -s "$tarball" ]]; then
    command -v debootstrap >/dev/null || {
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
    }
    say "no registry answers: making debian:12 with debootstrap (minbase, a few minutes)"
    local root
    root="$(mktemp -d)"
    debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
    # What an image needs no more: downloaded packages and package lists (apt-get update
    # fetches them again), and the security and point-release updates the official image has.
    rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/*
    printf 'deb http://deb.debian.org/debian bookworm main\n%s\n%s\n' \
      'deb http://deb.debian.org/debian bookworm-updates main' \
      'deb http://deb.debian.org/debian-security bookworm-security main' >"$root/etc/apt/sources.list"
    mkdir -p "$cache"
    tar -C "$root" -c . >"$tarball.partial"
    mv "$tarball.partial" "$tarball"
    rm -rf "$root"
  fi
  say "importing debian:12 from $tarball"
  docker import - debian:12 <"$tarball" >/dev/null
}

# The dockerd start_engine started, stopped (for the caller's exit trap); nothing otherwise.
stop_engine() {
  [[ -n "$started_dockerd" ]] || return 0
  say "stopping the dockerd this script started (pid $started_dockerd)"
  kill "$started_dockerd" 2>/dev/null || true
  for _ in $(seq 30); do kill -0 "$started_dockerd" 2>/dev/null || break; sleep 1; done
}
