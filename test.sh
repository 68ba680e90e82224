#!/usr/bin/env bash
# test.sh — set up what Plateau's tests need and run them all.
#
# The display smoke tests run the real window under Xvfb with Mesa's
# software GL and drive it with xdotool; on Debian and Ubuntu this script
# installs those with apt-get when they are missing (as root, or through
# sudo), with gcc for the race detector, then runs go vet and the whole test
# suite with the race detector and shuffled order. Where it cannot install
# them it says so and runs what it can: without the race detector when there
# is no C compiler, without the window tests (-short) when there is no Xvfb.
# CI requires everything (PLATEAU_REQUIRE_ALL=1).
set -euo pipefail
cd "$(dirname "$0")"

missing=()
if command -v dpkg >/dev/null; then
	for pkg in xvfb xauth xdotool libgl1 libgl1-mesa-dri; do
		dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
	done
	# The race detector needs cgo, hence a C compiler and the C library's
	# headers, which a machine with only Go lacks.
	if ! command -v gcc >/dev/null || ! dpkg -s libc6-dev >/dev/null 2>&1; then
		missing+=(gcc libc6-dev)
	fi
fi
sudo=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then
	sudo="sudo"
fi
if ((${#missing[@]})); then
	if command -v apt-get >/dev/null && { [ "$(id -u)" = 0 ] || [ -n "$sudo" ]; }; then
		echo "test.sh: installing ${missing[*]}"
		$sudo apt-get update -qq
		DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
	else
		echo "test.sh: cannot install ${missing[*]} (no root, no sudo): running what can run without them" >&2
	fi
fi

go vet ./...
flags=(-race -shuffle=on -count=1 -timeout 20m)
if [ "$(go env CGO_ENABLED)" != 1 ]; then
	if [ "${PLATEAU_REQUIRE_ALL:-}" = 1 ]; then
		echo "test.sh: the race detector needs cgo, and cgo is not available" >&2
		exit 1
	fi
	echo "test.sh: cgo is not available (no C compiler: apt-get install gcc libc6-dev), so the tests run without the race detector" >&2
	flags=("${flags[@]:1}")
fi
if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
	if [ "${PLATEAU_REQUIRE_ALL:-}" = 1 ]; then
		echo "test.sh: the window tests need Xvfb and xdotool" >&2
		exit 1
	fi
	echo "test.sh: no Xvfb or xdotool (apt-get install xvfb xauth xdotool libgl1 libgl1-mesa-dri), so the window tests are skipped (-short)" >&2
	flags+=(-short)
fi
go test "${flags[@]}" ./...
