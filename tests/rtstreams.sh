#!/usr/bin/env bash
# Standard output and standard error of a compiled program as python3 writes
# them (issue 17, item 9; docs/language.md, "Imports and the standard library
# around kernels"): tests/golden/print_streams.arr run with both streams to
# one file and to one pipe must give the same bytes in the same order as
# under python3 (standard output block-buffered, flushed by flush=True and
# sys.stdout.flush(); standard error written at once), and its standard
# error alone must be python3's. The expected text below was written by
# python3; when /usr/bin/python3 is there the program runs under it too.
# Prints "ok NAME" or "FAIL NAME" per check; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

src=tests/golden/print_streams.arr
if ! "$ARRC" "$src" -o "$tmp/prog" 2>"$tmp/cc"; then
  echo "FAIL compile $src"
  head -5 "$tmp/cc"
  exit 0
fi

cat >"$tmp/both.want" <<'EOF'
a
b
d!
wörld

c
héllo
6 6
x-y
e
1,2.5,[1, 2]
f
EOF
cat >"$tmp/err.want" <<'EOF'
b
d!
wörld

e
1,2.5,[1, 2]
EOF

same() { # NAME GOT WANT
  if cmp -s "$2" "$3"; then echo "ok $1"; else
    echo "FAIL $1"
    diff "$3" "$2" | head -10
  fi
}

"$tmp/prog" >"$tmp/both.file" 2>&1
same "both streams to one file, in python3's order" "$tmp/both.file" "$tmp/both.want"
"$tmp/prog" 2>&1 | cat >"$tmp/both.pipe"
same "both streams to one pipe, in python3's order" "$tmp/both.pipe" "$tmp/both.want"
"$tmp/prog" 2>"$tmp/err.only" >/dev/null
same "standard error alone" "$tmp/err.only" "$tmp/err.want"

if [ -x /usr/bin/python3 ]; then
  env -u PYTHONUNBUFFERED /usr/bin/python3 "$src" >"$tmp/py.file" 2>&1
  same "python3 gives the expected order" "$tmp/py.file" "$tmp/both.want"
fi
exit 0
