#!/usr/bin/env bash
# Checks the Makefile's header dependencies: for every header of the
# project, `make -n -W HEADER` (what make would do were the header newer,
# without touching it) must compile exactly the objects whose source
# includes that header, directly or through other headers, and relink
# exactly the outputs made from them. The expected set comes from the
# sources' own #include "..." lines, not from the .d files make reads, so a
# missing or stale dependency fails here.
#
# Environment: B, the build folder whose objects are checked (default
# build); it must be up to date (make all B/unit-tests), as after make check
# built it. Prints "ok NAME" or "FAIL NAME" per header; tests/run.sh counts
# them. Exit status: 0 when nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
B=${B:-build}
status=0

# A make of its own: not the jobserver, flags or variables of a make check
# that runs this script.
run_make() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory B="$B" "$@"; }

if ! run_make -q all "$B/unit-tests" 2>/dev/null; then
  echo "FAIL build deps: $B is not up to date (run make all $B/unit-tests first)"
  exit 1
fi

# The project's headers by file name (their names are unique, which the
# #include resolution below relies on), with the headers each includes.
declare -A path_of includes
mapfile -t headers < <(
  find src lexer parser ir codegen runtime tests/unit -maxdepth 1 \( -name '*.h' -o -name '*.def' \) | sort
  echo "$B/gen/parser.h")
for h in "${headers[@]}"; do
  name=${h##*/}
  if [ -n "${path_of[$name]:-}" ]; then
    echo "FAIL build deps: two headers are named $name (${path_of[$name]} and $h)"
    status=1
  fi
  path_of[$name]=$h
done
quoted_includes() { sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$1" | sed 's|.*/||'; }
for h in "${headers[@]}"; do
  includes[${h##*/}]=" $(quoted_includes "$h" | tr '\n' ' ')"
done

# Every object of the build with its source file.
declare -A source_of
while IFS= read -r o; do
  rel=${o#"$B"/obj/}
  case $rel in
    gen/*) source_of[$o]=$B/gen/${rel#gen/} ;;
    *) source_of[$o]=$rel ;;
  esac
  source_of[$o]=${source_of[$o]%.o}.c
  # The object of a source deleted or renamed since: no longer built.
  [ -f "${source_of[$o]}" ] || unset "source_of[$o]"
done < <(find "$B/obj" -name '*.o' | sort)
declare -A source_includes
for o in "${!source_of[@]}"; do
  source_includes[$o]=" $(quoted_includes "${source_of[$o]}" | tr '\n' ' ')"
done

for h in "${headers[@]}"; do
  # The headers that include h, directly or not, and h itself.
  closure=" ${h##*/} "
  grown=1
  while [ "$grown" -eq 1 ]; do
    grown=0
    for other in "${!includes[@]}"; do
      case $closure in *" $other "*) continue ;; esac
      for inc in ${includes[$other]}; do
        case $closure in *" $inc "*) closure+="$other "; grown=1; break ;; esac
      done
    done
  done

  want=() lib=0 arrc=0 unit=0
  for o in "${!source_of[@]}"; do
    for inc in ${source_includes[$o]}; do
      case $closure in *" $inc "*) want+=("$o"); break ;; esac
    done
  done
  # What links each object, by where its source lives (the Makefile's
  # RT_OBJ, the compiler's objects, and the unit tests with the front and
  # middle ends; of arrc test's TESTRUN_SRC, the unit tests link textdiff.o).
  for o in ${want[@]+"${want[@]}"}; do
    case ${o#"$B"/obj/} in
      runtime/*) lib=1 unit=1 ;;
      tests/unit/*) unit=1 ;;
      codegen/* | src/main.o | src/testrun.o | src/testcase.o | src/junit.o) arrc=1 ;;
      *) arrc=1 unit=1 ;;
    esac
  done
  [ "$lib" -eq 1 ] && want+=("ar $B/libarrc_rt.a")
  [ "$arrc" -eq 1 ] && want+=("link $B/arrc")
  [ "$unit" -eq 1 ] && want+=("link $B/unit-tests")

  # What make would run, one line per object or output.
  got=$(run_make -n -W "$h" all "$B/unit-tests" 2>&1 | sed -n \
    -e 's/.* -c .*-o \([^ ]*\.o\) .*/\1/p' \
    -e 's/^ar rcs \([^ ]*\) .*/ar \1/p' \
    -e '/ -c /!s/.* -o \([^ ]*\) .*/link \1/p' | sort)
  want_sorted=$(printf '%s\n' ${want[@]+"${want[@]}"} | sed '/^$/d' | sort)
  if [ "$got" = "$want_sorted" ]; then
    echo "ok build deps: $h ($(printf '%s' "$want_sorted" | grep -c .) rebuilt)"
  else
    echo "FAIL build deps: $h"
    diff <(printf '%s\n' "$want_sorted") <(printf '%s\n' "$got") |
      sed -n 's/^< /     not rebuilt: /p; s/^> /     rebuilt, but includes no such header: /p'
    status=1
  fi
done
exit "$status"
