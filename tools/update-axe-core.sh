#!/usr/bin/env bash
# Renews the axe-core that the server's browser tests inject: takes axe.min.js of the npm package axe-core@VERSION
# (npm pack, which checks the package against the registry's integrity), copies it to the test resources and writes
# its version and SHA-256 beside it (axe-core.properties). Then run the browser tests and commit both files.
#   tools/update-axe-core.sh 4.14.1
set -euo pipefail
version="${1:?usage: tools/update-axe-core.sh VERSION (npm view axe-core version names the newest)}"
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
dir=server/src/test/resources/axe-core
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$(cd "$work" && npm pack --silent "axe-core@$version")"
integrity="$(npm view "axe-core@$version" dist.integrity)"
tar -xzf "$work/$tarball" -C "$work" package/axe.min.js
head -c 40 "$work/package/axe.min.js" | grep -q "axe v$version" || { echo "axe.min.js does not say v$version" >&2; exit 1; }
cp "$work/package/axe.min.js" "$dir/axe.min.js"
sha="$(sha256sum "$dir/axe.min.js" | cut -d' ' -f1)"
sed -i -e "s/^version=.*/version=$version/" -e "s/^sha256=.*/sha256=$sha/" -e "s|^npmIntegrity=.*|npmIntegrity=$integrity|" \
  "$dir/axe-core.properties"
echo "axe-core $version: $dir/axe.min.js, sha256 $sha"
