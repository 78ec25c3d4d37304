#!/usr/bin/env bash
# Checks how the compiler process fails and how make drives it (issue 17,
# items 6 and 7): signals during a compilation, a link and `arrc run`
# (status 130/143/129, no temporary file left, no child left running),
# outputs that are devices or FIFOs, the input named as the output, the
# umask's permissions, no partial output after a failure; the dependency
# options (-MD -MMD -MF -MT -MQ -MP -M -MM) with make's escaping, $CC with
# words of its own, and gcc's messages for bad options and outputs.
# Prints "ok NAME" or "FAIL NAME" per check; tests/run.sh counts them.
set -u
ARRC=${ARRC:-build/arrc}
ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A TMPDIR of the tests' own, to see every temporary file arrc makes.
mkdir "$tmp/t"
export TMPDIR=$tmp/t ARRC_PTXAS=none

ok() { echo "ok $1"; }
fail() { echo "FAIL $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | head -5; }
check() { # NAME EXPECTED-STATUS COMMAND...
  local name=$1 want=$2
  shift 2
  "$@" >"$tmp/stdout" 2>"$tmp/stderr"
  local got=$?
  if [ "$got" -eq "$want" ]; then ok "$name"; else fail "$name (exit $got, expected $want)" "$(cat "$tmp/stderr")"; fi
}
expect_in() { # NAME FILE TEXT
  if grep -qF -- "$3" "$2"; then ok "$1"; else fail "$1 ('$3' not in $2)" "$(cat "$2")"; fi
}
same_text() { # NAME FILE TEXT
  if [ "$(cat "$2")" = "$3" ]; then ok "$1"; else fail "$1: '$(cat "$2")', expected '$3'"; fi
}
# The files of a folder, or "(none)".
listing() { local l; l=$(ls -A "$1"); echo "${l:-(none)}"; }
no_temps() { # NAME: nothing in the private TMPDIR, no NAME.tmpXXXXXX beside the outputs
  local left
  left="$(ls -A "$tmp/t")$(ls -A "$tmp/o" | grep '\.tmp')"
  if [ -z "$left" ]; then ok "$1"; else fail "$1: left $left"; rm -f "$tmp"/t/* "$tmp"/o/*.tmp*; fi
}
mode_of() { stat -c %a "$1"; }

mkdir "$tmp/o"
printf 'print("hello")\n' >"$tmp/o/hello.arr"
printf 'x = (1,\n' >"$tmp/o/bad.arr"

# --- signals -----------------------------------------------------------------
# A background job of a script has SIGINT ignored, and arrc keeps an ignored
# signal ignored as gcc does; env gives the job the default action back.
start() { env --default-signal=INT "$@" >"$tmp/bg.out" 2>"$tmp/bg.err" & pid=$!; }
# Waits up to 120 s (a loaded machine) for a file in folder $1 whose name matches $2.
wait_for_file() {
  for _ in $(seq 2400); do
    ls -A "$1" | grep -q -- "$2" && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.05
  done
  return 1
}
# The first child process of $pid whose command name is $1, waited for.
child_named() {
  local c
  for _ in $(seq 2400); do
    for c in $(cat /proc/"$pid"/task/*/children 2>/dev/null); do
      [ "$(cat /proc/"$c"/comm 2>/dev/null)" = "$1" ] && { echo "$c"; return 0; }
    done
    sleep 0.05
  done
  return 1
}
gone() { # PID: ended and reaped (a zombie still answers kill -0)
  local s
  for _ in $(seq 200); do
    s=$(sed -n 's/^State:\s*\(.\).*/\1/p' /proc/"$1"/status 2>/dev/null)
    [ -z "$s" ] && return 0
    sleep 0.05
  done
  return 1
}
expect_status() { # NAME WANT GOT
  if [ "$3" -eq "$2" ]; then ok "$1"; else fail "$1 (exit $3, expected $2)" "$(cat "$tmp/bg.err")"; fi
}

# A compilation long enough to interrupt while LLVM writes the object file
# (about a second per thousand lines).
python3 bench/gen_large_program.py 1000 >"$tmp/o/big.arr"
for sig in INT:130 TERM:143 HUP:129; do
  name=${sig%:*} want=${sig#*:}
  start "$ARRC" "$tmp/o/big.arr" -o "$tmp/o/big"
  if wait_for_file "$tmp/t" '^arrc-.*\.o$'; then
    kill -"$name" "$pid"
    wait "$pid" 2>/dev/null
    expect_status "SIG$name during a compilation: status $want" "$want" $?
    no_temps "SIG$name during a compilation leaves no temporary file"
    [ -e "$tmp/o/big" ] && fail "SIG$name during a compilation leaves no output" || ok "SIG$name during a compilation leaves no output"
  else
    wait "$pid" 2>/dev/null
    fail "SIG$name: the compilation made no temporary object file" "$(cat "$tmp/bg.err")"
  fi
done

# A linker that takes its time: the signal reaches it too, and the
# executable's temporary goes.
printf '#!/bin/sh\nprintf "%%s\\n" "$@" >"%s/cc-args"\nexec sleep 30\n' "$tmp" >"$tmp/slowcc"
chmod +x "$tmp/slowcc"
for sig in INT:130 TERM:143; do
  name=${sig%:*} want=${sig#*:}
  start env CC="$tmp/slowcc" "$ARRC" "$tmp/o/hello.arr" -o "$tmp/o/hello"
  if linker=$(child_named sleep); then
    kill -"$name" "$pid"
    wait "$pid" 2>/dev/null
    expect_status "SIG$name during the link: status $want" "$want" $?
    if gone "$linker"; then ok "SIG$name reaches the linker"; else fail "SIG$name: the linker ($linker) still runs"; kill "$linker"; fi
    no_temps "SIG$name during the link leaves no temporary file"
  else
    kill "$pid"; wait "$pid"
    fail "SIG$name: no linker started" "$(cat "$tmp/bg.err")"
  fi
done
# $CC with words of its own (CC="ccache gcc", CC="gcc -m64") is split at
# white space, as make's recipes split it.
printf '#!/bin/sh\nprintf "%%s\\n" "$@" >"%s/cc-args"\nexec cc "$@"\n' "$tmp" >"$tmp/argcc"
chmod +x "$tmp/argcc"
check "CC with arguments links" 0 env CC="$tmp/argcc  -m64 -Dfrom_cc " "$ARRC" "$tmp/o/hello.arr" -o "$tmp/o/hello"
same_text "CC's words are the linker's first arguments" <(head -2 "$tmp/cc-args" 2>/dev/null | tr '\n' ' ') "-m64 -Dfrom_cc "
check "the program CC linked runs" 0 "$tmp/o/hello"
rm -f "$tmp/o/hello"

# ptxas runs, one per GPU architecture, at once: a signal reaches each, and
# the PTX file and ptxas's outputs and logs in TMPDIR go. A stand-in
# ptxas lists the architectures for --help and then takes its time.
cat >"$tmp/slowptxas" <<'EOF_SH'
#!/bin/sh
if [ "$1" = --help ]; then echo "--gpu-name 'sm_70','sm_80','sm_90'"; exit 0; fi
exec sleep 30
EOF_SH
chmod +x "$tmp/slowptxas"
printf '%s\n' 'import numpy as np' 'from numba import cuda' '' '' '@cuda.jit' 'def inc(a):' '    i = cuda.grid(1)' \
  '    if i < a.shape[0]:' '        a[i] += 1' '' '' 'a = np.zeros(4)' 'inc[1, 4](a)' 'print(a)' >"$tmp/o/kernel.arr"
start env ARRC_PTXAS="$tmp/slowptxas" ARRC_CACHE_DIR=none "$ARRC" --gpu-arch=sm_70,sm_80,sm_90 "$tmp/o/kernel.arr" -o "$tmp/o/kernel"
if child_named sleep >/dev/null && sleep 0.3; then
  runs=$(for c in $(cat /proc/"$pid"/task/*/children); do [ "$(cat /proc/"$c"/comm 2>/dev/null)" = sleep ] && echo "$c"; done)
  kill -TERM "$pid"
  wait "$pid" 2>/dev/null
  expect_status "SIGTERM during ptxas: status 143" 143 $?
  left=""
  for c in $runs; do gone "$c" || { left+=" $c"; kill "$c"; }; done
  if [ -n "$runs" ] && [ -z "$left" ]; then ok "SIGTERM reaches every ptxas ($(echo $runs | wc -w))"; else fail "SIGTERM reaches every ptxas: left$left"; fi
  no_temps "SIGTERM during ptxas leaves no temporary file"
else
  kill "$pid"; wait "$pid" 2>/dev/null
  fail "no ptxas started" "$(cat "$tmp/bg.err")"
fi

# arrc run: the program gets the signal, arrc ends with it, nothing stays.
printf '%s\n' 'import time' 'print("start", flush=True)' 'for i in range(600):' '    time.sleep(0.05)' 'print("end")' \
  >"$tmp/o/sleeper.arr"
for sig in INT:130 TERM:143; do
  name=${sig%:*} want=${sig#*:}
  start "$ARRC" run "$tmp/o/sleeper.arr"
  for _ in $(seq 2400); do grep -q start "$tmp/bg.out" && break; sleep 0.05; done
  # Once the program printed, the linker is done: arrc's one child is it.
  program=$(cat /proc/"$pid"/task/*/children 2>/dev/null | tr -d ' ')
  if [ -n "$program" ]; then
    kill -"$name" "$pid"
    wait "$pid" 2>/dev/null
    expect_status "SIG$name to arrc run: status $want" "$want" $?
    if gone "$program"; then ok "SIG$name to arrc run ends the program"; else fail "SIG$name to arrc run orphans the program ($program)"; kill "$program"; fi
    no_temps "SIG$name to arrc run leaves no temporary executable"
  else
    kill "$pid"; wait "$pid"
    fail "SIG$name: arrc run started no program" "$(cat "$tmp/bg.err")"
  fi
done

# Ctrl-C at a terminal: the kernel sends SIGINT to arrc and the program
# (one process group); arrc does not send it again, waits for the program
# and ends by SIGINT. A pseudo-terminal stands in for the user's.
cat >"$tmp/ctrl_c.py" <<'EOF_PY'
import os, pty, sys, time
arrc, prog = sys.argv[1:3]
pid, fd = pty.fork()
if pid == 0:
    os.execv(arrc, [arrc, "run", prog])
out, deadline = b"", time.time() + 150
while b"start" not in out and time.time() < deadline:
    try:
        out += os.read(fd, 1024)
    except OSError:
        break
with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
    program = f.read().split()
os.write(fd, b"\x03")
_, status = os.waitpid(pid, 0)
time.sleep(0.2)
alive = [p for p in program if os.path.exists("/proc/" + p)]
print("signal %d" % os.WTERMSIG(status) if os.WIFSIGNALED(status) else "exit %d" % os.WEXITSTATUS(status),
      "alive" if alive else "gone", len(program))
EOF_PY
same_text "Ctrl-C at a terminal ends arrc run by SIGINT, and its program" \
  <(timeout 180 python3 "$tmp/ctrl_c.py" "$ARRC" "$tmp/o/sleeper.arr" 2>&1) "signal 2 gone 1"
no_temps "Ctrl-C at a terminal leaves no temporary executable"

# --- outputs -------------------------------------------------------------------
cd "$tmp/o" || exit 1
mkfifo fifo
for kind in exe obj asm ast; do
  # The time limit ends the reader if arrc replaced the FIFO instead.
  timeout 60 cat fifo >"fifo.$kind" &
  reader=$!
  check "-o FIFO (--emit=$kind)" 0 "$ARRC" --emit=$kind hello.arr -o fifo
  wait "$reader"
  if [ -p fifo ] && [ -s "fifo.$kind" ]; then ok "-o FIFO (--emit=$kind) writes into the FIFO"; else
    fail "-o FIFO (--emit=$kind) writes into the FIFO ($(stat -c %F fifo))"; rm -f fifo; mkfifo fifo; fi
done
rm -f fifo fifo.*
# A device node of the test's own (as root): the real /dev/null stays
# untouched whatever happens.
if mknod null c 1 3 2>/dev/null; then
  for kind in exe obj llvm; do
    check "-o a device (--emit=$kind)" 0 "$ARRC" --emit=$kind hello.arr -o null
    if [ -c null ]; then ok "-o a device (--emit=$kind) keeps the device"; else fail "-o a device (--emit=$kind) replaced it with a $(stat -c %F null)"; rm -f null; mknod null c 1 3; fi
  done
  rm -f null
else
  echo "ok -o a device: skipped (mknod needs root)"
fi
no_temps "outputs into FIFOs and devices leave no temporary file"

cp hello.arr same.arr
check "-o the input is refused" 1 "$ARRC" same.arr -o same.arr
expect_in "-o the input: gcc's message" "$tmp/stderr" "arrc: error: input file 'same.arr' is the same as output file"
cmp -s hello.arr same.arr && ok "-o the input leaves the source alone" || fail "-o the input leaves the source alone"
ln same.arr link.arr
check "-o a hard link of the input is refused" 1 "$ARRC" same.arr -o ./link.arr
check "-o the input by another path is refused" 1 "$ARRC" "$tmp/o/same.arr" --emit=ast -o ../o/same.arr
check "-MF the input is refused" 1 "$ARRC" same.arr -o same -MF same.arr
cmp -s hello.arr same.arr && ok "the source is untouched" || fail "the source is untouched"
rm -f link.arr same.arr same

for mask in 022:755:644 077:700:600; do
  m=${mask%%:*} exe=${mask#*:} exe=${exe%%:*} file=${mask##*:}
  rm -f m.exe m.o m.s m.ast
  (umask "$m" && "$ARRC" hello.arr -o m.exe && "$ARRC" --emit=obj hello.arr -o m.o &&
    "$ARRC" --emit=asm hello.arr -o m.s && "$ARRC" --emit=ast hello.arr -o m.ast)
  same_text "umask $m: an executable is $exe" <(mode_of m.exe) "$exe"
  same_text "umask $m: an object is $file" <(mode_of m.o) "$file"
  same_text "umask $m: assembly is $file" <(mode_of m.s) "$file"
  same_text "umask $m: an AST dump is $file" <(mode_of m.ast) "$file"
done
# An existing executable or object is replaced by a new file, as the linker
# and the assembler replace a non-empty one; text keeps its mode.
chmod 600 m.exe m.o
chmod 640 m.ast
(umask 022 && "$ARRC" hello.arr -o m.exe && "$ARRC" --emit=obj hello.arr -o m.o && "$ARRC" --emit=ast hello.arr -o m.ast)
same_text "an existing executable becomes 755" <(mode_of m.exe) 755
same_text "an existing object becomes 644" <(mode_of m.o) 644
same_text "an existing text output keeps its mode" <(mode_of m.ast) 640
rm -f m.*

# A failed compilation leaves neither output nor dependency file, and an
# old output stays as it was.
for kind in exe obj asm ir; do
  check "a failing compile (--emit=$kind) is status 1" 1 "$ARRC" --emit=$kind -MD bad.arr -o bad.out
  [ -e bad.out ] || [ -e bad.d ] && fail "a failing compile (--emit=$kind) leaves no output" || ok "a failing compile (--emit=$kind) leaves no output"
done
echo old >old.out
"$ARRC" bad.arr -o old.out 2>/dev/null
same_text "a failing compile keeps the old output" old.out old
# A dependency file that cannot be written fails the compilation, whose
# output then goes too, as gcc's does.
check "-MF into a missing folder is status 1" 1 "$ARRC" hello.arr -o dep.exe -MF nodir/dep.d
[ -e dep.exe ] && fail "no output without its dependency file" || ok "no output without its dependency file"
rm -f old.out
no_temps "failures leave no temporary file"

check "-o a directory" 1 "$ARRC" hello.arr -o "$tmp/o/"
expect_in "-o a directory: the message" "$tmp/stderr" "arrc: error: cannot open output file '$tmp/o/': Is a directory"
check "-o in a missing folder" 1 "$ARRC" hello.arr -o nodir/x
expect_in "-o in a missing folder: the message" "$tmp/stderr" "arrc: error: cannot open output file 'nodir/x': No such file or directory"

# --- the command line: gcc's messages, the man page's statuses ----------------
check "an unknown option is status 2" 2 "$ARRC" --frobnicate hello.arr
same_text "an unknown option: gcc's message" <(head -1 "$tmp/stderr") "arrc: error: unrecognized command-line option '--frobnicate'"
check "a near miss is status 2" 2 "$ARRC" --boundcheck hello.arr
expect_in "a near miss: did you mean" "$tmp/stderr" "unrecognized command-line option '--boundcheck'; did you mean '--boundscheck'?"
check "a near miss with a value" 2 "$ARRC" --emitt=obj hello.arr
expect_in "a near miss with a value keeps it" "$tmp/stderr" "did you mean '--emit=obj'?"
check "-MDD" 2 "$ARRC" -MDD hello.arr
expect_in "-MDD: did you mean -MD" "$tmp/stderr" "did you mean '-MD'?"
check "-MF without a file is status 2" 2 "$ARRC" hello.arr -MF
expect_in "-MF without a file: gcc's message" "$tmp/stderr" "arrc: error: missing filename after '-MF'"
check "-MT without a target is status 2" 2 "$ARRC" hello.arr -MT
expect_in "-MT without a target: gcc's message" "$tmp/stderr" "arrc: error: missing makefile target after '-MT'"
check "--help is status 0" 0 "$ARRC" --help
expect_in "--help names -MT" "$tmp/stdout" "-MT TARGET"
expect_in "--help gives the statuses" "$tmp/stdout" "2 bad command line"

# --- dependency rules ------------------------------------------------------------
check "-MD" 0 "$ARRC" -MD hello.arr -o hello
same_text "-MD writes OUTPUT.d" hello.d "hello: hello.arr"
check "-MMD" 0 "$ARRC" -MMD --emit=obj hello.arr -o sub.o
same_text "-MMD is -MD (no system headers)" sub.d "sub.o: hello.arr"
odd='a b$c#d'
cp hello.arr "$odd.arr"
check "odd names" 0 "$ARRC" -MD "$odd.arr" -o "$odd.o" --emit=obj
same_text "odd names are escaped as gcc escapes them" "$odd.d" 'a\ b$$c\#d.o: a\ b$$c\#d.arr'
check "-MT and -MQ" 0 "$ARRC" -MD -MF t.d -MT 'x $y' -MQ 'q r$' -MQ 'w\ z' hello.arr -o hello
same_text "-MT is taken as is, -MQ is escaped, in order" t.d 'x $y q\ r$$ w\\\ z: hello.arr'
check "-MFfile and -MTtarget joined" 0 "$ARRC" -MFj.d -MTjt hello.arr -o hello
same_text "joined forms" j.d "jt: hello.arr"
check "-MP" 0 "$ARRC" -MD -MP hello.arr -o hello
same_text "-MP adds no rule (the input has no other prerequisites)" hello.d "hello: hello.arr"
check "-M" 0 "$ARRC" -M hello.arr
same_text "-M prints the rule" "$tmp/stdout" "hello: hello.arr"
check "-MM --emit=obj -MT" 0 "$ARRC" -MM --emit=obj hello.arr
same_text "-MM's target for an object" "$tmp/stdout" "hello.o: hello.arr"
check "-M -o FILE" 0 "$ARRC" -M -MT prog hello.arr -o rule.d
same_text "-M -o writes the rule there" rule.d "prog: hello.arr"
check "-M does not compile" 0 "$ARRC" -M bad.arr
# Make itself reads the rules: a changed program is rebuilt, an unchanged
# one is not, with names make finds hard.
mkdir "$tmp/mk dir" && cd "$tmp/mk dir" || exit 1
cp "$tmp/o/hello.arr" 'my prog.arr'
cat >Makefile <<EOF
ARRC = $ARRC
all: my\ prog
my\ prog: ; \$(ARRC) -MD -MP 'my prog.arr' -o '\$@'
-include my\ prog.d
EOF
if make -s >/dev/null 2>"$tmp/make.err" && [ -x 'my prog' ]; then ok "make builds with -MD"; else fail "make builds with -MD" "$(cat "$tmp/make.err")"; fi
if make -q; then ok "make: up to date after the build"; else fail "make: up to date after the build"; fi
touch -d '-10 seconds' 'my prog' 'my prog.d'
if make -q; then fail "make rebuilds after the program changed"; else ok "make rebuilds after the program changed"; fi
cd "$tmp" || exit 1
no_temps "dependency files leave no temporary file"
