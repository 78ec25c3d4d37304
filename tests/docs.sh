#!/usr/bin/env bash
# The documentation is consistent with itself and with the compiler:
#   - `mandoc -T lint man/arrc.1` reports nothing (skipped, saying so, when
#     mandoc is absent; scripts/install-deps.sh installs it);
#   - every path the man page's SEE ALSO names exists in the repository;
#   - every option `arrc --help` lists has an entry in the man page;
#   - every relative link of README.md and docs/*.md names a file that exists;
#   - no tracked file names the absolute path of this checkout or of the
#     user's home directory (a path of the machine it was written on).
# Prints "ok NAME", "FAIL NAME" (details indented) or "SKIP NAME: why".
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
man=man/arrc.1

if command -v mandoc >/dev/null; then
  # Cross-references to pages of other packages are looked up in the
  # system's mandoc.db and man folders, whose state says nothing about
  # this page (gdb(1) is there only when gdb is installed).
  lint=$(mandoc -T lint "$man" 2>&1 | grep -v 'mandoc\.db\|makewhatis\|referenced manual not found')
  if [ -z "$lint" ]; then echo "ok mandoc lint"; else echo "FAIL mandoc lint"; printf '%s\n' "$lint" | sed 's/^/  /'; fi
else
  echo "SKIP mandoc lint: mandoc is not installed (bash scripts/install-deps.sh)"
fi

missing=$(sed -n '/^\.Sh SEE ALSO/,$p' "$man" | sed -nE 's/^\.Pa ([^ ]+).*/\1/p' |
  while read -r p; do [ -e "$p" ] || echo "$p"; done)
if [ -z "$missing" ]; then echo "ok man page SEE ALSO"; else echo "FAIL man page SEE ALSO names what does not exist: $missing"; fi

if [ -x "$ARRC" ]; then
  undocumented=""
  for opt in $("$ARRC" --help | grep -oE '^  +-[-A-Za-z0-9]+' | sed -E 's/^ +//; s/^-//'); do
    # -O0 stands for the -O0..-O3 entry.
    grep -qE "^\.It .*Fl ${opt}( |$)" "$man" || undocumented="$undocumented -$opt"
  done
  if [ -z "$undocumented" ]; then echo "ok every --help option is in the man page"
  else echo "FAIL options in --help but not in $man:$undocumented"; fi
else
  echo "FAIL --help options: no compiler at $ARRC"
fi

broken=""
for doc in README.md docs/*.md; do
  dir=$(dirname "$doc")
  # Markdown links [text](target), without URLs and in-page anchors, and
  # outside code blocks and code spans.
  for target in $(awk '/^```/ { code = !code; next } !code' "$doc" | sed -E 's/`[^`]*`//g' |
                  grep -oE '\]\([^)#: ]+(#[^) ]*)?\)' | sed -E 's/^\]\(//; s/\)$//; s/#.*//'); do
    [ -e "$dir/$target" ] || broken="$broken $doc:$target"
  done
done
if [ -z "$broken" ]; then echo "ok documentation links"; else echo "FAIL documentation links to missing files:$broken"; fi

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  patterns=("$PWD/")
  case "${HOME:-}" in /|"") ;; *) patterns+=("${HOME%/}/") ;; esac
  hits=""
  for p in "${patterns[@]}"; do
    hits="$hits$(git ls-files -z | xargs -0 grep -lIF -- "$p" 2>/dev/null)"
  done
  if [ -z "$hits" ]; then echo "ok no machine paths in the repository"
  else echo "FAIL files name a path of this machine:"; printf '%s\n' "$hits" | sed 's/^/  /'; fi
else
  echo "SKIP machine paths: not a git checkout"
fi
