#!/usr/bin/env bash
# Tests check.sh itself, without arrc: builds a fake IR file whose headers
# give every case of expected.txt its expected type and its declared
# arguments, spoils a few, and checks check.sh's verdicts and exit status;
# then runs check.sh with a fake arrc that rejects some cases.
# Prints "selftest: ok" and exits 0 when check.sh behaves.
set -u
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
problems=0
fail() { echo "selftest: $*"; problems=$((problems + 1)); }

# Header arguments from cases.txt, in arrc's spelling; one fake body each.
/usr/bin/env python3 - >"$tmp/good.ir" <<'EOF'
import re
params = {}
for line in open("cases.txt"):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    name, types, _ = [x.strip() for x in line.split(" | ", 2)]
    out, depth, cur = [], 0, ""
    for ch in types + ",":
        depth += (ch == "[") - (ch == "]")
        if ch == "," and depth == 0:
            if cur.strip():
                out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    def spell(t):
        m = re.fullmatch(r"(\w+)\[(.*)\]", t)
        if m:
            elem = "bool" if m.group(1) == "boolean" else m.group(1)
            return "array(%s, %dd, C)" % (elem, m.group(2).count(":"))
        return "bool" if t == "boolean" else t
    params[name] = ", ".join("%s: %s" % ("abc"[k], spell(t)) for k, t in enumerate(out))
print("func __main__() -> none [entry] {\nb0:\n  return\n}")
for line in open("expected.txt"):
    name, ret = line.rstrip("\n").split(" ", 1)
    print("\nfunc %s(%s) -> %s [jit] {\nb0:\n  %%0: %s = param 0\n  return %%0\n}" % (name, params[name], ret, ret))
EOF
n=$(wc -l <expected.txt)

# 1. every header right: all ok, status 0
IR_FILE=$tmp/good.ir bash check.sh >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 0 ] || fail "all-correct IR: exit status $status, expected 0"
[ "$(grep -c '^ok ' "$tmp/out")" -eq "$n" ] || fail "all-correct IR: not $n 'ok' lines"
grep -q "^check.sh: $n ok, 0 failed$" "$tmp/err" || fail "all-correct IR: no summary line"

# 2. spoiled: a wrong return type, wrong arguments, a missing function, two
#    specializations, CRLF line endings elsewhere
sed -e 's/^func add_i32_i32(\(.*\)) -> int64 \[jit\] {$/func add_i32_i32(\1) -> int32 [jit] {/' \
    -e 's/^func div_never_there//' \
    -e 's/^func neg_u8(a: uint8) -> uint64/func neg_u8(a: int64) -> uint64/' \
    -e '/^func abs_i8(/,/^}/d' \
    -e 's/^func mul_f32_intlit(\(.*\)) -> float64 \[jit\] {$/&\n}\nfunc mul_f32_intlit(a: float64) -> float64 [jit] {/' \
    -e 's/^func getitem_row_2d(.*{$/&\r/' \
    "$tmp/good.ir" >"$tmp/bad.ir"
IR_FILE=$tmp/bad.ir bash check.sh >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 1 ] || fail "spoiled IR: exit status $status, expected 1"
for want in \
  'FAIL add_i32_i32: expected int64, got int32' \
  'FAIL neg_u8: expected arguments (a: uint8), got (a: int64)' \
  'FAIL abs_i8: expected int8, got missing' \
  'FAIL mul_f32_intlit: expected float64, got float64, float64 (2 specializations, expected 1)' \
  'ok getitem_row_2d' \
  'ok add_f32_f32' \
  'ok shape_2d' \
  'ok tuple_nested' \
  'ok add_u64_i64'; do
  grep -qxF -- "$want" "$tmp/out" || fail "spoiled IR: no line '$want'"
done
[ "$(grep -c '^FAIL ' "$tmp/out")" -eq 4 ] || fail "spoiled IR: $(grep -c '^FAIL ' "$tmp/out") FAIL lines, expected 4"

# 3. an empty IR (arrc printed nothing): every case missing
: >"$tmp/empty.ir"
IR_FILE=$tmp/empty.ir bash check.sh >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 1 ] || fail "empty IR: exit status $status, expected 1"
[ "$(grep -c ': expected .*, got missing$' "$tmp/out")" -eq "$n" ] || fail "empty IR: not $n 'missing' lines"

# 4. a bad IR_FILE path: status 2
IR_FILE=$tmp/nonexistent bash check.sh >/dev/null 2>&1
[ $? -eq 2 ] || fail "unreadable IR_FILE: exit status not 2"

# 5. a fake arrc that rejects some cases: it reports errors (at most 3 a run,
#    so several runs are needed) at every 'return -a' line, and otherwise
#    prints the good headers of the functions left in its input
cat >"$tmp/fake-arrc" <<EOF
#!/usr/bin/env bash
f=\${@: -1}
errs=\$(grep -n '^    return -a\$' "\$f" | head -3 | cut -d: -f1)
if [ -n "\$errs" ]; then
  for l in \$errs; do echo "\$f:\$l:12: error: unary minus is not done yet" >&2; done
  exit 1
fi
grep -o '^def [a-z_0-9]*' "\$f" | sed 's/^def //' >"$tmp/present"
awk 'NR == FNR { p[\$0] = 1; next }
     /^func / { n = substr(\$0, 6, index(\$0, "(") - 6); keep = (n in p) || n == "__main__" }
     keep' "$tmp/present" "$tmp/good.ir"
EOF
chmod +x "$tmp/fake-arrc"
ARRC=$tmp/fake-arrc bash check.sh >"$tmp/out" 2>"$tmp/err"
status=$?
negs=$(grep -c '^    return -a$' types.arr)
[ "$status" -eq 1 ] || fail "fake arrc: exit status $status, expected 1"
[ "$(grep -c ', got missing (arrc: unary minus is not done yet)$' "$tmp/out")" -eq "$negs" ] ||
  fail "fake arrc: not $negs 'missing (arrc: ...)' lines"
grep -qxF 'FAIL neg_i8: expected int64, got missing (arrc: unary minus is not done yet)' "$tmp/out" ||
  fail "fake arrc: no FAIL line for neg_i8"
[ "$(grep -c '^ok ' "$tmp/out")" -eq $((n - negs)) ] || fail "fake arrc: not $((n - negs)) 'ok' lines"
grep -q "rejected $negs case(s)" "$tmp/err" || fail "fake arrc: no note of the rejected cases"

if [ "$problems" -eq 0 ]; then echo "selftest: ok"; else exit 1; fi
