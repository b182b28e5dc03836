#!/bin/sh
# Checks a repository's golden cell heights in CI, or records them. Both CI examples beside this file call
# it, so its steps are the same everywhere and a test runs them (CIExampleTests). Copy it into your
# repository (ci/cell-heights.sh) and set:
#   CELLHEIGHT_URL     the release tarball to install (`make dist` of CellHeight makes it; publish it as a
#                      release asset or a CI artifact): a pinned version, checked against
#   CELLHEIGHT_SHA256  its SHA-256 (optional, recommended)
#   CELLHEIGHT_BIN     an installed cellheight to use instead of downloading one
#   CELLHEIGHT_RECORD  1 (or true, yes, on) to record the golden table instead of checking it
# The check writes build/heights.xml (JUnit) and build/heights-report (HTML, pictures of changed rows); a
# recording writes the table in place and copies it to build/recorded/ for the job to upload.
set -eu

TEMPLATE="${TEMPLATE:-Cells/status.yaml}"
FEED="${FEED:-Fixtures/feed.jsonl}"
GOLDEN="${GOLDEN:-Fixtures/status-heights.csv}"
DEVICES="${DEVICES:-iphone-se iphone-16}"

install_tool() {
    if [ -n "${CELLHEIGHT_BIN:-}" ]; then echo "$CELLHEIGHT_BIN"; return; fi
    : "${CELLHEIGHT_URL:?set CELLHEIGHT_URL to the cellheight release tarball (or CELLHEIGHT_BIN to an installed tool)}"
    home="${CELLHEIGHT_HOME:-$HOME/.cellheight}"
    name=$(basename "$CELLHEIGHT_URL" .tar.gz)
    if [ ! -x "$home/$name/bin/cellheight" ]; then
        mkdir -p "$home"
        # A slim Debian or Ubuntu image has neither curl nor certificates: install them (as root).
        if ! command -v curl >/dev/null 2>&1; then
            apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends curl ca-certificates >&2
        fi
        curl -fsSL "$CELLHEIGHT_URL" -o "$home/$name.tar.gz"
        if [ -n "${CELLHEIGHT_SHA256:-}" ]; then
            echo "$CELLHEIGHT_SHA256  $home/$name.tar.gz" | sha256sum -c - >&2
        fi
        tar -C "$home" -xzf "$home/$name.tar.gz"
    fi
    echo "$home/$name/bin/cellheight"
}

tool=$(install_tool)
"$tool" --version
set -- table --template "$TEMPLATE" --feed "$FEED"
for device in $DEVICES; do set -- "$@" --device "$device"; done
set -- "$@" --check "$GOLDEN"
# Read as the tool reads it (spaces and tabs around the value, any case): a value the tool takes for record
# mode must take the recording branch here, or the check branch would record without keeping the table.
case "$(printf '%s' "${CELLHEIGHT_RECORD:-}" | sed 's/^[ 	]*//; s/[ 	]*$//' | tr '[:upper:]' '[:lower:]')" in
    1|true|yes|on)
        # What changed (each row, golden and now) is the recording's standard output: the job's log.
        "$tool" "$@" --record --quiet
        mkdir -p build/recorded
        cp "$GOLDEN" build/recorded/
        # The golden pictures' frames, recorded beside the table (--record-pictures): they go with it, or the
        # next failing check's report could not show the pictures of this recording.
        frames="${GOLDEN%.csv}.frames.jsonl"
        if [ -f "$frames" ]; then cp "$frames" build/recorded/; fi
        echo "recorded $GOLDEN; the job keeps it as build/recorded/$(basename "$GOLDEN") (commit it from there)"
        ;;
    *)
        # The differences (id, width, golden, now, delta) are the check's standard output: the job's log.
        if ! "$tool" "$@" --junit build/heights.xml --report build/heights-report --quiet; then
            echo "heights differ or the check could not run: build/heights-report/index.html shows the changed rows;" \
                 "if the change is intended, run this job again with CELLHEIGHT_RECORD=1 and commit build/recorded/" >&2
            exit 1
        fi
        ;;
esac
