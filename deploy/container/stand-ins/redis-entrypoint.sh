#!/bin/bash
# Stand-in for the official redis image's entrypoint: options alone run redis-server, it runs as
# the redis user in /data, and without a configuration file protected mode is off (the container's
# network is the boundary), as in the official image.
set -euo pipefail

if [ "${1#-}" != "${1:-}" ]; then set -- redis-server "$@"; fi

if [ "${1:-}" = redis-server ]; then
  case " $* " in
    *' --protected-mode '* | *.conf*) ;;
    *) set -- "$@" --protected-mode no ;;
  esac
  if [ "$(id -u)" = 0 ]; then
    find . \! -user redis -exec chown redis '{}' +
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi

exec "$@"
