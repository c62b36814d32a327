#!/usr/bin/env bash
# What can be checked of the container files without a container engine (CTest:
# Packaging.ContainerFilesAgree; the full run is scripts/containers.sh, not part of CI):
#  - compose.yaml parses with every compose found here (docker-compose 1.29, docker compose v2),
#    else as YAML (python3-yaml), and has no key one of them refuses (top-level name/version);
#  - the image installs exactly `.ci/deps.sh runtime` (no second list), builds with
#    `.ci/deps.sh build`, runs as a user other than root and bakes no token in;
#  - that run-time list is what the two programs link: each ELF NEEDED library's package is on
#    it (or is in every Debian: libc6, libstdc++6, libgcc-s1), and each entry on it is needed
#    (the font excepted: Qt's offscreen platform draws the charts' text with it).
#  - the swarm files (stack.yaml, stack-host.yaml, stack-bridge.yaml): every peer a global
#    service, the token a Docker secret (never an environment value), no build, not root; no
#    published port but in stack-bridge.yaml, whose ports are published on the node only (mode
#    host, each as itself) and are its control port and exactly its ephemeral range; and
#    Dockerfile.prebuilt installs only `.ci/deps.sh runtime` and does not run as root.
#
#   check_container_files.sh REPO [IPCLAB-CLI IPCLAB-PEER]
set -euo pipefail

repo="$1"
shift
docker_dir="$repo/resources/docker"
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
note() { echo "$*"; }

# --- compose.yaml ---
compose_file="$docker_dir/compose.yaml"
grep -Eq '^(name|version):' "$compose_file" &&
  fail "compose.yaml has a top-level name: or version: (docker-compose 1.29 / Compose v2 object)"
parsed=0
export IPCLAB_PEER_TOKEN=check
if command -v docker-compose >/dev/null; then
  if docker-compose -f "$compose_file" config -q; then parsed=1; note "docker-compose $(
    docker-compose version --short 2>/dev/null): compose.yaml parses"
  else fail "docker-compose refuses compose.yaml"; fi
fi
if docker compose version >/dev/null 2>&1; then
  if docker compose -f "$compose_file" config -q; then parsed=1; note "docker compose: parses"
  else fail "docker compose refuses compose.yaml"; fi
fi
if [[ $parsed -eq 0 ]]; then
  if python3 -c 'import yaml' 2>/dev/null; then
    python3 - "$compose_file" <<'EOF' || fail "compose.yaml is not the YAML expected"
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
assert set(doc) <= {"services", "networks", "volumes"}, sorted(doc)
assert {"peer", "controller"} <= set(doc["services"]), sorted(doc["services"])
EOF
    note "no compose here: compose.yaml checked as YAML"
  else
    note "no compose and no python3-yaml here: compose.yaml checked for refused keys only"
  fi
fi
grep -q 'IPCLAB_PEER_TOKEN: ${IPCLAB_PEER_TOKEN:?' "$compose_file" ||
  fail "compose.yaml should take the token from the environment, required"

# --- Dockerfile ---
dockerfile="$docker_dir/Dockerfile"
final_stage="$(awk '/^FROM /{stage=""} {stage = stage $0 "\n"} END{printf "%s", stage}' "$dockerfile")"
grep -q 'deps.sh build' "$dockerfile" || fail "the build stage should install .ci/deps.sh build"
grep -q 'deps.sh runtime' <<<"$final_stage" || fail "the image should install .ci/deps.sh runtime"
grep -q 'apt-get install' <<<"$final_stage" &&
  fail "the image installs packages besides .ci/deps.sh runtime"
grep -Eq '^USER +[^r0]' <<<"$final_stage" || fail "the image should not run as root"
grep -Eiq '^(ENV|ARG).*TOKEN' "$dockerfile" && fail "the Dockerfile bakes a token in"

# --- stack.yaml, stack-host.yaml, stack-bridge.yaml (swarm) and Dockerfile.prebuilt ---
# The peer a global service, the token a secret and never an environment value, no published
# port, the peer bound to its overlay address (scripts/swarm.sh deploys them).
for stack in stack.yaml stack-host.yaml stack-bridge.yaml; do
  stack_file="$docker_dir/$stack"
  [[ "$stack" == stack-bridge.yaml ]] || ! grep -Eq '^ *ports:' "$stack_file" ||
    fail "$stack publishes a port"
  grep -q 'IPCLAB_PEER_TOKEN:' "$stack_file" && fail "$stack puts the token in the environment"
  grep -q '/run/secrets/ipclab_peer_token' "$stack_file" || fail "$stack should read the token secret"
  if python3 -c 'import yaml' 2>/dev/null; then
    python3 - "$stack_file" <<'EOF' || fail "$stack is not the stack expected"
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
assert set(doc) <= {"services", "networks", "secrets"}, sorted(doc)
for name, service in doc["services"].items():
    assert service["deploy"]["mode"] == "global", name
    assert "build" not in service, name
    assert [s["source"] for s in service["secrets"]] == ["ipclab_peer_token"], name
    assert all(str(s.get("mode")) in ("256", "0400") for s in service["secrets"]), name
    assert not str(service.get("user", "0")).startswith("0"), name
assert doc["secrets"]["ipclab_peer_token"]["external"] is True
for name, service in doc["services"].items():
    ports = service.get("ports", [])
    if not ports:
        continue
    # Published on the node only (no routing mesh), each port as itself: the port a peer
    # announces is the port the controller reaches.
    assert all(p["mode"] == "host" and p["published"] == p["target"] for p in ports), name
    low, high = map(int, service["sysctls"]["net.ipv4.ip_local_port_range"].split())
    data = set(range(low, high + 1))
    for protocol in ("tcp", "udp"):
        published = {p["target"] for p in ports if p["protocol"] == protocol}
        assert data <= published, (name, protocol, sorted(data - published))
    assert len({p["target"] for p in ports} - data) == 1, (name, "one control port")
EOF
  fi
done
grep -q 'endpoint_mode: dnsrr' "$docker_dir/stack.yaml" || fail "stack.yaml: the peer should have no virtual IP"
prebuilt="$docker_dir/Dockerfile.prebuilt"
grep -q 'deps.sh runtime' "$prebuilt" || fail "Dockerfile.prebuilt should install .ci/deps.sh runtime"
grep -q 'apt-get install' "$prebuilt" && fail "Dockerfile.prebuilt installs packages besides .ci/deps.sh runtime"
grep -Eq '^USER +[^r0]' "$prebuilt" || fail "Dockerfile.prebuilt should not run as root"

# --- run-time packages vs what the programs link ---
mapfile -t runtime < <(bash "$repo/.ci/deps.sh" --list runtime)
if [[ $# -eq 2 ]] && command -v dpkg-query >/dev/null && command -v readelf >/dev/null; then
  declare -A wanted=() used=()
  before=$failures
  for package in "${runtime[@]}"; do wanted[$package]=1; done
  for program in "$@"; do
    while read -r library; do
      path="$(ldd "$program" | awk -v l="$library" '$1 == l {print $3}')"
      [[ -n "$path" ]] || { fail "$program: $library not found by ldd"; continue; }
      package="$(dpkg-query -S "$path" 2>/dev/null || dpkg-query -S "$(realpath "$path")" 2>/dev/null ||
        true)"
      package="${package%%:*}"
      case "$package" in
        libc6 | libstdc++6 | libgcc-s1) ;;
        "") fail "$library ($path) belongs to no package" ;;
        *) [[ -n "${wanted[$package]:-}" ]] || fail "$(basename "$program") needs $package ($library): not in deps.sh runtime"
           used[$package]=1 ;;
      esac
    done < <(readelf -d "$program" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
  done
  for package in "${runtime[@]}"; do
    [[ -n "${used[$package]:-}" || "$package" == fonts-dejavu-core ]] ||
      fail "deps.sh runtime lists $package, which neither program links"
  done
  [[ $failures -ne $before ]] ||
    note "deps.sh runtime (${runtime[*]}) = what ipclab-cli and ipclab-peer link"
else
  note "no programs given or no dpkg/readelf: the run-time list was not compared with the programs"
fi

[[ $failures -eq 0 ]] || { echo "$failures check(s) failed" >&2; exit 1; }
echo "container files agree"
