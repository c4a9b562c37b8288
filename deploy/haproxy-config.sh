#!/bin/sh
# Renders deploy/haproxy.cfg.template for the given instances, on stdout.
#
#   deploy/haproxy-config.sh 10.0.0.11:8080 10.0.0.12:8080 10.0.0.13:8080 > /etc/haproxy/haproxy.cfg
#
# Environment (defaults in brackets):
#   PUBLIC_BIND    the public listener [:443 ssl crt /etc/haproxy/certs/site.pem alpn h2,http/1.1]
#   REDIRECT_BIND  a plain-HTTP listener that redirects to https; empty for none [:80]
#   STATS_SOCKET   HAProxy's runtime API socket (show stat, disable server) [/run/haproxy/admin.sock]
set -eu
if [ $# -lt 1 ]; then
  echo "Usage: deploy/haproxy-config.sh HOST:PORT... (one per instance)" >&2
  exit 2
fi
template="$(dirname "$0")/haproxy.cfg.template"
public_bind=${PUBLIC_BIND-:443 ssl crt /etc/haproxy/certs/site.pem alpn h2,http/1.1}
redirect_bind=${REDIRECT_BIND-:80}
stats_socket=${STATS_SOCKET-/run/haproxy/admin.sock}
servers=""
n=0
for address in "$@"; do
  n=$((n + 1))
  servers="${servers}    server site${n} ${address}
"
done
PUBLIC_BIND=$public_bind REDIRECT_BIND=$redirect_bind STATS_SOCKET=$stats_socket SERVERS=$servers awk '
  /^#@redirect-begin/ { skipping = (ENVIRON["REDIRECT_BIND"] == ""); next }
  /^#@redirect-end/ { skipping = 0; next }
  skipping { next }
  /^@SERVERS@$/ { printf "%s", ENVIRON["SERVERS"]; next }
  {
    gsub(/@PUBLIC_BIND@/, ENVIRON["PUBLIC_BIND"])
    gsub(/@REDIRECT_BIND@/, ENVIRON["REDIRECT_BIND"])
    gsub(/@STATS_SOCKET@/, ENVIRON["STATS_SOCKET"])
    print
  }
' "$template"
