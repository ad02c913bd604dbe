#!/usr/bin/env bash
# Prints the gzipped size of each shipped file in a Trunk dist folder and the total,
# and fails when the total is over the budget (in KB, default 220: the ceiling
# for everything shipped).
set -euo pipefail
dist=${1:-dist}
budget_kb=${BUDGET_KB:-220}
total=0
printf '%-48s %10s %10s\n' file bytes gzipped
while IFS= read -r file; do
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  total=$((total + gz))
  printf '%-48s %10d %10d\n' "${file#"$dist"/}" "$raw" "$gz"
done < <(find "$dist" -type f | sort)
printf '%-48s %10s %10d  (%d.%d KB of %d KB)\n' total '' "$total" $((total / 1024)) $(((total % 1024) * 10 / 1024)) "$budget_kb"
if [ "$total" -gt $((budget_kb * 1024)) ]; then
  echo "over the size budget of $budget_kb KB gzipped" >&2
  exit 1
fi
