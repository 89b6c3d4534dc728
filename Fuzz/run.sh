#!/usr/bin/env bash
# Builds the libFuzzer targets and runs one (or all) of them from the committed seeds.
#   Fuzz/run.sh TARGET|all SECONDS|RUNS   e.g. Fuzz/run.sh FuzzJSON 60s   or   Fuzz/run.sh all 2000
# A number ending in "s" is a time limit per target, a bare number a count of inputs per target.
# Inputs libFuzzer finds interesting go to the build folder, never to the committed seeds; a crash
# leaves its input in Fuzz/crashes/ (not committed): turn it into a regression test in the main package.
set -euo pipefail
cd "$(dirname "$0")"

targets=(FuzzJSON FuzzEnvelope FuzzIntentURL FuzzChecksum FuzzLinter FuzzProfileJSON FuzzProfileYAML FuzzScenario FuzzWebURL FuzzOutcome FuzzV2Gateway)
target="${1:?usage: run.sh TARGET|all SECONDS|RUNS (targets: ${targets[*]})}"
limit="${2:?usage: run.sh TARGET|all SECONDS|RUNS}"
scratch="${FUZZ_SCRATCH_PATH:-../.build-fuzz}"

if [ "$target" = all ]; then selected=("${targets[@]}"); else selected=("$target"); fi
case "$limit" in
  *s) budget=(-max_total_time="${limit%s}") ;;
  *) budget=(-runs="$limit") ;;
esac

# SwiftPM hands swiftc `-sanitize=fuzzer -sanitize=address` as two flags, and swiftc keeps only the
# last: the Swift code would get no coverage counters and libFuzzer would mutate blind. One
# `-sanitize=fuzzer,address` after them turns both on.
swift build -c release --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
bin="$(swift build -c release --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address --show-bin-path)"

# Leak checks off (in libFuzzer and at exit): LeakSanitizer cannot see Swift's references to tables
# built once into globals (their pointers carry tag bits) and reports each as a leak; real growth
# still stops a run at -rss_limit_mb.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

mkdir -p crashes
for name in "${selected[@]}"; do
  work="$scratch/corpus/$name"
  mkdir -p "$work"
  echo "== $name"
  log="$scratch/$name.log"
  "$bin/$name" "${budget[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="crashes/$name-" "$work" "Corpus/$name" 2>&1 | tee "$log"
  # A target that reports no coverage was built without its counters: its run proves nothing.
  if ! grep -q "INITED cov:" "$log"; then
    echo "error: $name reports no coverage: the Swift code was not instrumented for libFuzzer" >&2
    exit 1
  fi
done
