# shellcheck shell=bash
# Writes a script's measured figures into PERFORMANCE.md, the one document
# of measured figures: sourced by tests/firmware/run.sh and
# capi/firmware/run.sh, which call it with --write.
#
#   write_measured NAME REPORT
#
# replaces the lines between `<!-- measured by NAME: begin -->` and
# `<!-- measured by NAME: end -->` in PERFORMANCE.md with the file REPORT,
# and leaves the rest of the document as it was. Fails, changing nothing,
# when the document lacks either marker.

measured_document="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/PERFORMANCE.md"

write_measured() {
    local name="$1" report="$2" begin end new
    begin="<!-- measured by $name: begin -->"
    end="<!-- measured by $name: end -->"
    if ! grep -qxF "$begin" "$measured_document" || ! grep -qxF "$end" "$measured_document"; then
        echo "no '$begin' ... '$end' in $measured_document" >&2
        return 1
    fi
    new="$measured_document.new"
    awk -v begin="$begin" -v end="$end" -v report="$report" '
        $0 == begin { print; print ""; while ((getline line < report) > 0) print line; print ""; skip = 1; next }
        $0 == end { skip = 0 }
        !skip { print }' "$measured_document" >"$new" && mv "$new" "$measured_document"
}
