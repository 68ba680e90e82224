#!/usr/bin/env bash
# test.sh — set up what Plateau's tests need and run them all.
#
# The display smoke test runs the real window under Xvfb with Mesa's
# software GL and drives it with xdotool; this script installs those with
# apt-get when they are missing (as root, or through sudo), then runs
# go vet and the whole test suite with the race detector and shuffled order.
set -euo pipefail
cd "$(dirname "$0")"

missing=()
for pkg in xvfb xauth xdotool libgl1 libgl1-mesa-dri; do
	dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
	echo "test.sh: installing ${missing[*]}"
	sudo=""
	if [ "$(id -u)" != 0 ]; then
		if command -v sudo >/dev/null; then
			sudo="sudo"
		else
			echo "test.sh: please install: ${missing[*]} (apt-get install ${missing[*]})" >&2
			exit 1
		fi
	fi
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

go vet ./...
go test -race -shuffle=on -count=1 -timeout 20m ./...
