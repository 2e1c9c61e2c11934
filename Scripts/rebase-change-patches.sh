#!/usr/bin/env bash
# Moves every change request's solutions (Scenarios/Changes/*/*.patch) from the sources of
# commit BASE, where they apply, onto the sources of commit NEW: each solution is committed
# on BASE (after its request's shared.patch) in a scratch clone and cherry-picked onto NEW
# (after the rebased shared.patch), so git's three-way merge carries it over the change.
# Rebased patches that merged cleanly are written into Scenarios/Changes/; a conflict is
# reported with its files and the scratch clone is left for you to resolve (then
# `git diff` the result against the rebased shared commit, as this script does).
# A clean merge can still fail to build: run `swift run workbench changes` afterwards.
# Usage: Scripts/rebase-change-patches.sh BASE NEW [PATCHES]
#   BASE     a commit whose sources the patches apply to
#   NEW      the commit to move them onto
#   PATCHES  the commit to read the patches from (default: BASE)
set -euo pipefail
cd "$(dirname "$0")/.."
base=$(git rev-parse "$1^{commit}")
new=$(git rev-parse "$2^{commit}")
patches=$(git rev-parse "${3:-$1}^{commit}")
package=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/rebase-patches.XXXXXX")
scratch="$work/package"
git clone -q "$package" "$scratch"
cd "$scratch"
git config user.name rebase-change-patches
git config user.email rebase-change-patches@localhost
status=0

# Checks out $1 in the scratch clone, with no file left from an earlier patch.
start_at() {
  git checkout -q -f "$1"
  git clean -fdq
}

# Commits the patch file $2 applied on top of commit $1; prints the new commit.
commit_patch() {
  start_at "$1"
  git apply "$2"
  git add -A
  git commit -qm "$(basename "$2")"
  git rev-parse HEAD
}

for folder in $(git ls-tree -d --name-only "$patches" Scenarios/Changes/); do
  request=$(basename "$folder")
  shared_old=$base
  shared_new=$new
  if git cat-file -e "$patches:$folder/shared.patch" 2>/dev/null; then
    git show "$patches:$folder/shared.patch" >"$work/shared.patch"
    shared_old=$(commit_patch "$base" "$work/shared.patch")
    start_at "$new"
    if ! git cherry-pick "$shared_old" >/dev/null 2>&1; then
      echo "$request shared.patch: conflict in $(git diff --name-only --diff-filter=U | xargs)"
      git cherry-pick --abort
      status=1
      continue
    fi
    shared_new=$(git rev-parse HEAD)
    git diff "$new" "$shared_new" >"$package/$folder/shared.patch"
  fi
  for patch in $(git ls-tree --name-only "$patches" "$folder/" | grep '\.patch$'); do
    name=$(basename "$patch")
    [ "$name" = shared.patch ] && continue
    git show "$patches:$patch" >"$work/solution.patch"
    solution=$(commit_patch "$shared_old" "$work/solution.patch")
    start_at "$shared_new"
    if git cherry-pick "$solution" >/dev/null 2>&1; then
      git diff "$shared_new" HEAD >"$package/$patch"
      echo "$request $name: rebased"
    else
      echo "$request $name: conflict in $(git diff --name-only --diff-filter=U | xargs)"
      git cherry-pick --abort
      status=1
    fi
  done
done
if [ "$status" -eq 0 ]; then rm -rf "$work"; else echo "scratch clone kept: $scratch"; fi
exit "$status"
