#!/usr/bin/env bash
# test.sh — set up what Plateau's tests need and run them all.
#
# The display smoke test runs the real window under Xvfb with Mesa's
# software GL and drives it with xdotool; this script installs those with
# apt-get when they are missing (as root, or through sudo), with gcc for the
# race detector, then runs go vet and the whole test suite with the race
# detector and shuffled order.
set -euo pipefail
cd "$(dirname "$0")"

missing=()
for pkg in xvfb xauth xdotool libgl1 libgl1-mesa-dri; do
	dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
# The race detector needs cgo, hence a C compiler and the C library's
# headers, which a machine with only Go lacks: installed too when we can.
cgo=()
if ! command -v gcc >/dev/null || ! dpkg -s libc6-dev >/dev/null 2>&1; then
	cgo=(gcc libc6-dev)
fi
sudo=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then
	sudo="sudo"
fi
if [ "$(id -u)" != 0 ] && [ -z "$sudo" ]; then
	if ((${#missing[@]})); then
		echo "test.sh: please install: ${missing[*]} ${cgo[*]} (apt-get install ${missing[*]} ${cgo[*]})" >&2
		exit 1
	fi
	cgo=() # not ours to install: the tests run without the race detector
fi
install=("${missing[@]}" "${cgo[@]}")
if ((${#install[@]})); then
	echo "test.sh: installing ${install[*]}"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${install[@]}" >/dev/null
fi

go vet ./...
race=-race
if [ "$(go env CGO_ENABLED)" != 1 ]; then
	# Only when gcc could not be installed: every test still runs. CI
	# asks for the race detector (PLATEAU_REQUIRE_RACE=1) and stops here.
	if [ "${PLATEAU_REQUIRE_RACE:-}" = 1 ]; then
		echo "test.sh: the race detector needs cgo, and cgo is not available" >&2
		exit 1
	fi
	echo "test.sh: cgo is not available (no C compiler: apt-get install gcc libc6-dev), so the tests run without the race detector" >&2
	race=
fi
go test $race -shuffle=on -count=1 -timeout 20m ./...
