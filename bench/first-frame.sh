#!/usr/bin/env bash
# Time from a fresh clone to the terminal UI's first frame, as a new user meets it:
# `swift run checkout-sim` in an 80x24 tmux pane, polled once a second for the profile list.
#   bench/first-frame.sh [REVISION]    (default HEAD; needs git, tmux and the Swift toolchain)
# Prints the seconds to the first frame and the number of build steps `swift run` printed.
set -euo pipefail
revision="${1:-HEAD}"
repository="$(cd "$(dirname "$0")/.." && pwd)"
clone="$(mktemp -d)/checkout-sim"
session="first-frame-$$"
git clone --quiet "$repository" "$clone"
git -C "$clone" checkout --quiet "$revision"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$(dirname "$clone")"' EXIT

start=$(date +%s)
tmux new-session -d -s "$session" -x 80 -y 24 -c "$clone" "swift run checkout-sim; sleep 600"
tmux set-option -t "$session" history-limit 20000 >/dev/null
until tmux capture-pane -p -t "$session" | grep -q 'checkout-sim  Profiles'; do
    if ! tmux has-session -t "$session" 2>/dev/null; then echo "the session ended before a frame" >&2; exit 1; fi
    if (( $(date +%s) - start > 7200 )); then echo "no frame after two hours" >&2; exit 1; fi
    sleep 1
done
seconds=$(( $(date +%s) - start ))
tmux send-keys -t "$session" q
sleep 1
steps=$(tmux capture-pane -p -S - -t "$session" | grep -o '^\[[0-9]*/[0-9]*\]' | tail -1 | tr -d '[]' | cut -d/ -f2)
echo "revision $(git -C "$clone" rev-parse --short HEAD): first frame after ${seconds} s, ${steps:-?} build steps"
