#!/usr/bin/env bash
# Checks `arrc test` (docs/testing.md) on the programs of tests/testrun/:
# passing, failing (wrong output, wrong status, a missing file, a compile
# error, a time-out) and skipped ones; its summary, exit status and diffs;
# the JUnit report, read by Python's XML parser; the cache (a second run
# compiles nothing); --oracle, whose .out files must equal the committed
# goldens'; its diffs, applied by patch(1); colour; its command line.
# Prints "ok NAME" or "FAIL NAME" per check; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
PY=/usr/bin/python3

pass() { echo "ok $1"; }
fail() { echo "FAIL $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | head -30 | sed 's/^/     /'; }
check_status() { # NAME WANT GOT LOG
  if [ "$3" -eq "$2" ]; then pass "$1"; else fail "$1 (exit $3, expected $2)" "$(head -30 "$4")"; fi
}
has() { # NAME FILE TEXT
  if grep -aqF -- "$3" "$2"; then pass "$1"; else fail "$1 ('$3' not in the output)" "$(head -40 "$2")"; fi
}
lacks() { # NAME FILE TEXT
  if grep -aqF -- "$3" "$2"; then fail "$1 ('$3' in the output)" "$(grep -aF -- "$3" "$2" | head -5)"; else pass "$1"; fi
}

# --- a folder of passing, failing and skipped programs -----------------------
mkdir -p "$tmp/scratch"
TMPDIR=$tmp/scratch "$ARRC" test -j 3 --timeout 2 --cache "$tmp/cache" --junit "$tmp/report.xml" tests/testrun \
  >"$tmp/run1" 2>&1
check_status "arrc test: status 1 when a program fails" 1 $? "$tmp/run1"
has "arrc test: summary line" "$tmp/run1" "5 passed, 5 failed, 2 skipped"
if [ "$(tail -n 1 "$tmp/run1")" = "5 passed, 5 failed, 2 skipped" ]; then pass "arrc test: summary is the last line"; else
  fail "arrc test: summary is the last line" "$(tail -3 "$tmp/run1")"
fi
sed -n 's/^\(ok\|FAIL\|SKIP\) \([^:]*\).*$/\2/p' "$tmp/run1" >"$tmp/order"
if sort -c "$tmp/order" 2>/dev/null && [ "$(wc -l <"$tmp/order")" -eq 12 ]; then pass "arrc test: results in sorted order with -j 3"; else
  fail "arrc test: results in sorted order with -j 3" "$(cat "$tmp/order")"
fi
for p in args_stdin exit_status hello runtime_error writes_files; do
  has "arrc test: pass/$p passes" "$tmp/run1" "ok tests/testrun/pass/$p.arr"
done
for p in compile_error missing_file timeout wrong_output wrong_status; do
  has "arrc test: fail/$p fails" "$tmp/run1" "FAIL tests/testrun/fail/$p.arr"
done
has "arrc test: .skip gives the reason" "$tmp/run1" "SKIP tests/testrun/skip/skipped.arr: needs a feature arrc does not have yet"
has "arrc test: no .out is skipped" "$tmp/run1" "SKIP tests/testrun/skip/no_expected.arr: no expected output; make one with --oracle"
# The unified diff of wrong_output: two hunks, three lines of context.
cat >"$tmp/want_diff" <<'DIFF'
     --- wrong_output.out (expected)
     +++ stdout (actual)
     @@ -1,5 +1,5 @@
      line 0
DIFF
printf '     -line one \xff\xfe (not UTF-8)\n' >>"$tmp/want_diff"
cat >>"$tmp/want_diff" <<'DIFF'
     +line 1
DIFF
printf '      a <tag> & "quotes" \x01\x1b control\n' >>"$tmp/want_diff"
cat >>"$tmp/want_diff" <<'DIFF'
      line 3
      line 4
     @@ -8,5 +8,5 @@
      line 7
      line 8
      line 9
     -line ten
     +line 10
      line 11
DIFF
sed -n '/^FAIL tests\/testrun\/fail\/wrong_output.arr/,/^[A-Za-z]/p' "$tmp/run1" | sed -n '3,20p' | grep -av '^[A-Za-z]' >"$tmp/got_diff"
if cmp -s "$tmp/want_diff" "$tmp/got_diff"; then pass "arrc test: unified diff of stdout"; else
  fail "arrc test: unified diff of stdout" "$(diff "$tmp/want_diff" "$tmp/got_diff")"
fi
has "arrc test: wrong status" "$tmp/run1" "exit status 0, expected 2"
has "arrc test: missing file" "$tmp/run1" "missing file summary.txt (expected as in missing_file.files/)"
has "arrc test: file differs, with a diff" "$tmp/run1" "file out.txt differs from missing_file.files/out.txt:"
has "arrc test: compile error shown" "$tmp/run1" "compile_error.arr:7:12: error: unsupported operand types"
has "arrc test: time limit" "$tmp/run1" "timed out after 2 s"
lacks "arrc test: no colour when stdout is not a terminal" "$tmp/run1" $'\033['
if [ -z "$(ls -A "$tmp/scratch")" ]; then pass "arrc test: temporary folders removed"; else
  fail "arrc test: temporary folders removed" "$(ls -R "$tmp/scratch" | head)"
fi

# --- the JUnit report, read by an XML parser -----------------------------------
if "$PY" - "$tmp/report.xml" >"$tmp/junit" 2>&1 <<'PYEOF'
import sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "testsuites", root.tag
assert (root.get("tests"), root.get("failures"), root.get("skipped")) == ("12", "5", "2"), root.attrib
suites = {s.get("name"): s for s in root.findall("testsuite")}
assert sorted(suites) == ["tests/testrun/fail", "tests/testrun/pass", "tests/testrun/skip"], sorted(suites)
assert suites["tests/testrun/fail"].get("failures") == "5"
cases = {c.get("file"): c for c in root.iter("testcase")}
assert len(cases) == 12
for c in cases.values():
    float(c.get("time"))
bad = cases["tests/testrun/fail/wrong_output.arr"].find("failure")
assert bad.get("message") == "stdout differs from wrong_output.out", bad.get("message")
assert "+line 10" in bad.text and "a <tag> & \"quotes\" \\x01\\x1b control" in bad.text, bad.text
assert "\\xff\\xfe" in bad.text, bad.text
assert cases["tests/testrun/fail/timeout.arr"].find("failure").get("message") == "timed out after 2 s"
assert cases["tests/testrun/pass/hello.arr"].find("failure") is None
assert cases["tests/testrun/pass/hello.arr"].get("classname") == "tests/testrun/pass"
sk = cases["tests/testrun/skip/skipped.arr"].find("skipped")
assert sk is not None and sk.get("message") == "needs a feature arrc does not have yet"
print("junit ok")
PYEOF
then pass "arrc test --junit: XML that Python's parser reads, with the right counts"; else
  fail "arrc test --junit: XML that Python's parser reads, with the right counts" "$(cat "$tmp/junit")"
fi

# --- the cache: a second run compiles nothing -----------------------------------
"$ARRC" test -v --timeout 2 --cache "$tmp/cache" tests/testrun >"$tmp/run2" 2>&1
check_status "arrc test: second run, same status" 1 $? "$tmp/run2"
if [ "$(grep -c 'compiled in' "$tmp/run2")" -eq 1 ]; then pass "arrc test: second run compiles only what failed to compile"; else
  fail "arrc test: second run compiles only what failed to compile" "$(grep -B1 'compiled in' "$tmp/run2")"
fi
n_cached=$(grep -c '^     cached: ' "$tmp/run2")
if [ "$n_cached" -eq 9 ]; then pass "arrc test: second run finds 9 programs in the cache"; else
  fail "arrc test: second run finds 9 programs in the cache ($n_cached)" "$(head -40 "$tmp/run2")"
fi
cp -r tests/testrun/pass "$tmp/edited"
rm -rf "$tmp/edited"/*.files
echo 'print("edited")' >>"$tmp/edited/hello.arr"
"$ARRC" test -v --cache "$tmp/cache" "$tmp/edited/hello.arr" "$tmp/edited/exit_status.arr" >"$tmp/run3" 2>&1
if [ "$(grep -c 'compiled in' "$tmp/run3")" -eq 2 ]; then pass "arrc test: another path or an edit compiles again"; else
  fail "arrc test: another path or an edit compiles again" "$(cat "$tmp/run3")"
fi
has "arrc test: the edited program fails" "$tmp/run3" "+edited"
"$ARRC" test --cache none tests/testrun/pass >"$tmp/run4" 2>&1
check_status "arrc test --cache none: passing folder is status 0" 0 $? "$tmp/run4"
has "arrc test: passing folder summary" "$tmp/run4" "5 passed, 0 failed, 0 skipped"
XDG_CACHE_HOME=$tmp/xdg ARRC_CACHE_DIR= "$ARRC" test tests/testrun/pass/hello.arr >"$tmp/run5" 2>&1
if ls "$tmp"/xdg/arrc/test/*/* >/dev/null 2>&1; then pass "arrc test: default cache under \$XDG_CACHE_HOME/arrc"; else
  fail "arrc test: default cache under \$XDG_CACHE_HOME/arrc" "$(cat "$tmp/run5")"
fi

# --- .cpuonly under ARRC_DEVICE=gpu, --strict ------------------------------------
cp tests/testrun/pass/hello.arr tests/testrun/pass/hello.out "$tmp/"
echo "prints CPU-only text" >"$tmp/hello.cpuonly"
ARRC_DEVICE=gpu "$ARRC" test --cache "$tmp/cache" "$tmp/hello.arr" >"$tmp/gpu" 2>&1
has "arrc test: .cpuonly skips on a GPU" "$tmp/gpu" "SKIP $tmp/hello.arr: on a GPU: prints CPU-only text"
"$ARRC" test --strict --cache "$tmp/cache" tests/testrun/skip/no_expected.arr >"$tmp/strict" 2>&1
check_status "arrc test --strict: no .out fails" 1 $? "$tmp/strict"

# --- colour on a terminal, unless NO_COLOR ---------------------------------------
if script -qec true /dev/null >/dev/null 2>&1; then
  script -qec "$ARRC test --cache $tmp/cache tests/testrun/fail/wrong_status.arr tests/testrun/pass/hello.arr" /dev/null \
    >"$tmp/tty" 2>&1
  has "arrc test: colour on a terminal" "$tmp/tty" $'\033[1;31mFAIL\033[0m'
  NO_COLOR=1 script -qec "$ARRC test --cache $tmp/cache tests/testrun/fail/wrong_status.arr" /dev/null >"$tmp/tty2" 2>&1
  lacks "arrc test: NO_COLOR turns colour off" "$tmp/tty2" $'\033['
else
  echo "     (no script(1) that works here: colour not checked)"
fi

# --- the diff is one patch(1) applies -------------------------------------------
# Random texts and random edits of them: the program prints one, the .out
# holds the other, and patch must turn the .out into the program's output.
mkdir -p "$tmp/patch"
"$PY" - "$tmp/patch" <<'PYEOF'
import random, sys
rng = random.Random(17)
for case in range(12):
    a = [rng.choice(["x", "y", "z", "w"]) + str(rng.randrange(4)) for _ in range(rng.randrange(0, 25))]
    b = list(a)
    for _ in range(rng.randrange(1, 5)):
        op = rng.randrange(3)
        k = rng.randrange(len(b) + 1)
        if op == 0 or not b:
            b.insert(k, "new" + str(rng.randrange(9)))
        elif op == 1 and k < len(b):
            del b[k]
        elif k < len(b):
            b[k] = "changed"
    if a == b:
        b.append("end")
    with open(f"{sys.argv[1]}/p{case}.arr", "w") as f:
        f.write("for s in %r:\n    print(s)\n" % (b,))
    with open(f"{sys.argv[1]}/p{case}.out", "w") as f:
        f.write("".join(s + "\n" for s in a))
PYEOF
"$ARRC" test --cache "$tmp/cache" --junit "$tmp/patch.xml" "$tmp/patch" >"$tmp/patch.log" 2>&1
bad_patches=""
for k in $(seq 0 11); do
  "$PY" - "$tmp/patch.xml" "$tmp/patch/p$k.arr" >"$tmp/p.diff" <<'PYEOF'
import sys
import xml.etree.ElementTree as ET
for c in ET.parse(sys.argv[1]).getroot().iter("testcase"):
    if c.get("file") == sys.argv[2]:
        text = c.find("failure").text
        print(text[text.index("--- "):], end="")
PYEOF
  for s in $("$PY" -c "import ast,sys; print(' '.join(ast.literal_eval(open(sys.argv[1]).read().split(' in ',1)[1].split(':\n')[0])))" "$tmp/patch/p$k.arr"); do
    echo "$s"
  done >"$tmp/want$k"
  cp "$tmp/patch/p$k.out" "$tmp/got$k"
  if ! patch -s "$tmp/got$k" "$tmp/p.diff" >/dev/null 2>&1 || ! cmp -s "$tmp/got$k" "$tmp/want$k"; then
    bad_patches+="p$k: $(head -20 "$tmp/p.diff")"$'\n'
  fi
done
if [ -z "$bad_patches" ]; then pass "arrc test: its diffs apply with patch(1)"; else
  fail "arrc test: its diffs apply with patch(1)" "$bad_patches"
fi

# --- --oracle writes the expected files, equal to the committed goldens' ---------
if "$PY" -c "import numba" 2>/dev/null; then
  mkdir -p "$tmp/oracle"
  goldens="argparse_bad_value print_floats cmath_log_zero sys_argv gpu_block_reduction_shared file_measurements"
  for g in $goldens; do
    cp "tests/golden/$g.arr" "$tmp/oracle/"
    [ -f "tests/golden/$g.args" ] && cp "tests/golden/$g.args" "$tmp/oracle/"
  done
  "$ARRC" test --oracle "$PY" -j 2 "$tmp/oracle" >"$tmp/oracle.log" 2>&1
  check_status "arrc test --oracle: status 0" 0 $? "$tmp/oracle.log"
  for g in $goldens; do
    ok=1
    for ext in out status err; do
      if [ -f "tests/golden/$g.$ext" ] || [ -f "$tmp/oracle/$g.$ext" ]; then
        cmp -s "tests/golden/$g.$ext" "$tmp/oracle/$g.$ext" || ok=0
      fi
    done
    if [ $ok = 1 ]; then pass "arrc test --oracle: $g.out/.status/.err equal the committed ones"; else
      fail "arrc test --oracle: $g.out/.status/.err equal the committed ones" "$(diff "tests/golden/$g.out" "$tmp/oracle/$g.out" | head)"
    fi
  done
  if [ -f "$tmp/oracle/file_measurements.files/trace.txt" ]; then pass "arrc test --oracle: files written go to NAME.files/"; else
    fail "arrc test --oracle: files written go to NAME.files/" "$(ls -R "$tmp/oracle" | head -30)"
  fi
  "$ARRC" test --cache "$tmp/cache" "$tmp/oracle" >"$tmp/oracle2.log" 2>&1
  check_status "arrc test: the oracle's expected files pass" 0 $? "$tmp/oracle2.log"
  # The oracle's .in, .args and .files/ on a copy of tests/testrun/pass.
  cp -r tests/testrun/pass "$tmp/pass"
  rm -rf "$tmp/pass"/*.out "$tmp/pass"/*.status "$tmp/pass"/*.err "$tmp/pass"/*.files
  "$ARRC" test --oracle "$PY" "$tmp/pass" >"$tmp/oracle3.log" 2>&1
  if diff -r tests/testrun/pass "$tmp/pass" >"$tmp/oracle3.diff"; then pass "arrc test --oracle: .in, .args, .status, .err and .files/"; else
    fail "arrc test --oracle: .in, .args, .status, .err and .files/" "$(cat "$tmp/oracle3.diff" "$tmp/oracle3.log")"
  fi
  cp tests/testrun/fail/compile_error.arr "$tmp/refused.arr"
  "$ARRC" test --oracle "$PY" "$tmp/refused.arr" >"$tmp/oracle4.log" 2>&1
  check_status "arrc test --oracle: a program Numba refuses fails" 1 $? "$tmp/oracle4.log"
  if [ ! -e "$tmp/refused.out" ]; then pass "arrc test --oracle: nothing written for it"; else fail "arrc test --oracle: nothing written for it"; fi
else
  echo "     (no Numba for $PY: --oracle not checked)"
fi

# --- a time limit ends the whole process group; SIGTERM ends the runs ----------
# The "oracle" here is sh, and the program a shell script that leaves a
# child behind: both must be gone after the time limit.
mkdir -p "$tmp/group"
printf 'sleep 317 &\nwait\n' >"$tmp/group/sleeper.arr"
"$ARRC" test --oracle /bin/sh --timeout 1 "$tmp/group" >"$tmp/group.log" 2>&1
has "arrc test: the time limit stops the run" "$tmp/group.log" "timed out after 1 s"
if pgrep -f "sleep 317" >/dev/null; then fail "arrc test: the program's children end with it"; else
  pass "arrc test: the program's children end with it"
fi
mkdir -p "$tmp/scratch2"
TMPDIR=$tmp/scratch2 "$ARRC" test --timeout 100 --cache "$tmp/cache" tests/testrun/fail/timeout.arr >"$tmp/term.log" 2>&1 &
runner=$!
for _ in $(seq 50); do pgrep -f "$tmp/cache/" >/dev/null && break; sleep 0.1; done
kill -TERM "$runner"
wait "$runner"
check_status "arrc test: SIGTERM ends it with status 143" 143 $? "$tmp/term.log"
sleep 0.2
if pgrep -f "$tmp/cache/" >/dev/null; then fail "arrc test: SIGTERM ends the program it runs"; else
  pass "arrc test: SIGTERM ends the program it runs"
fi
if [ -z "$(ls -A "$tmp/scratch2")" ]; then pass "arrc test: SIGTERM removes the temporary folders"; else
  fail "arrc test: SIGTERM removes the temporary folders" "$(ls -R "$tmp/scratch2" | head)"
fi

# --- the command line -------------------------------------------------------------
"$ARRC" test >"$tmp/u1" 2>&1
check_status "arrc test without a PATH: status 2" 2 $? "$tmp/u1"
"$ARRC" test -j 0 tests/testrun/pass >"$tmp/u2" 2>&1
check_status "arrc test -j 0: status 2" 2 $? "$tmp/u2"
"$ARRC" test --frobnicate tests/testrun/pass >"$tmp/u3" 2>&1
check_status "arrc test --frobnicate: status 2" 2 $? "$tmp/u3"
has "arrc test: unknown option named" "$tmp/u3" "unknown option '--frobnicate'"
"$ARRC" test "$tmp/no/such/folder" >"$tmp/u4" 2>&1
check_status "arrc test on a missing path: status 2" 2 $? "$tmp/u4"
"$ARRC" test --timeout >"$tmp/u5" 2>&1
check_status "arrc test --timeout without a value: status 2" 2 $? "$tmp/u5"
"$ARRC" test --help >"$tmp/u6" 2>&1
check_status "arrc test --help: status 0" 0 $? "$tmp/u6"
has "arrc test --help names --junit" "$tmp/u6" "--junit FILE"
mkdir -p "$tmp/empty"
"$ARRC" test "$tmp/empty" >"$tmp/u7" 2>&1
check_status "arrc test on a folder without programs: status 1" 1 $? "$tmp/u7"
