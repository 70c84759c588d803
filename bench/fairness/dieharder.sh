#!/bin/sh
# A short dieharder run on the studio's raw HMAC-SHA256 stream, for the record (not in CI): a few of
# the "Good" tests at their default sizes, read from stdin as raw 32-bit words (-g 200). Each line
# ends PASSED, WEAK or FAILED; at 100 p-values per test, a WEAK now and then is expected by chance.
#   sh bench/fairness/dieharder.sh            # needs Debian's dieharder package
set -eu
cd "$(dirname "$0")/../.."
command -v dieharder >/dev/null || { echo "dieharder is not installed (apt-get install dieharder)" >&2; exit 1; }
for test in ${DIEHARDER_TESTS:-0 8 15 100 101}; do
  nice -n 19 npx tsx bench/fairness/hmac-stream.ts | nice -n 19 dieharder -g 200 -d "$test" | grep -E 'PASSED|WEAK|FAILED' || true
done
