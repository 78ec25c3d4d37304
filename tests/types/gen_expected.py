#!/usr/bin/python3
"""Asks Numba for the result type of every case (see README.md).

    /usr/bin/python3 tests/types/gen_expected.py           writes expected.txt, rejected.txt
    /usr/bin/python3 tests/types/gen_expected.py --triage  compiles each case of cases.txt
                                                           alone; prints the ones Numba
                                                           rejects, as rejected.txt lines

Default mode: imports types.arr as a module (its entry code calls every
function once, so Numba compiles each for exactly the declared argument
types; what it prints is discarded), checks that each function got exactly
one specialization with the declared argument types, and writes
    NAME RETURN_TYPE
per case, in cases.txt order, to expected.txt, RETURN_TYPE being
str(f.nopython_signatures[0].return_type), except that a literal type
(Literal[int](2), for a function that returns a constant) is recorded as its
base type (int64), as numba.types.unliteral gives it. Then it compiles every case of
rejected.txt alone, checks that Numba still rejects it, and rewrites that
file with the first informative line of Numba's error.
"""
import contextlib
import importlib.machinery
import importlib.util
import io
import os
import re
import sys

os.environ["NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING"] = "1"
import numba  # noqa: E402
from numba.core import types as nbtypes  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_program as gp  # noqa: E402

HERE = gp.HERE
REJECTED = os.path.join(HERE, "rejected.txt")
REJECTED_HEADER = """\
# Cases that Numba 0.56 refuses to compile (nopython mode): arrc must reject
# them too. Generated in part: the error after the last ' | ' is rewritten
# by gen_expected.py (regen.sh), which also checks that Numba still rejects
# every case. Format: NAME | PARAM TYPES | EXPRESSION | KIND: NUMBA'S ERROR
"""
ERROR_FIELD = re.compile(r" \| (\w+(?:Error|Exception|Warning)): ")


def numba_type(spelling):
    elem, ndim = gp.parse_type(spelling)
    t = getattr(nbtypes, elem)
    return t if ndim == 0 else nbtypes.Array(t, ndim, "C")


def first_error_line(exc):
    """The first informative line of a Numba error, without addresses."""
    lines = [re.sub(r"\x1b\[[0-9;]*m", "", l).strip() for l in str(exc).splitlines()]
    lines = [l for l in lines if l and not l.startswith("Failed in nopython mode pipeline")]
    text = lines[0] if lines else "(no message)"
    if text.endswith(":") and len(lines) > 1:
        text += " " + lines[1]
    text = re.sub(r" at 0x[0-9a-f]+", "", text)
    return "%s: %s" % (type(exc).__name__, text)


def compile_alone(case):
    """Compiles and calls one case in a fresh namespace. Returns
    ('ok', return_type) or ('rejected', error line) or ('runtime', error line)."""
    src = gp.HEADER + "\n\n" + gp.function_source(case) + "\n\n_result = " + gp.call_source(case) + "\n"
    ns = {"__name__": "case_" + case.name}
    code = compile(src, "<case %s>" % case.name, "exec")
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(code, ns)
    except Exception as e:  # noqa: BLE001 - any failure is reported
        f = ns.get(case.name)
        if f is not None and getattr(f, "nopython_signatures", None):
            return "runtime", first_error_line(e)
        return "rejected", first_error_line(e)
    return "ok", str(ns[case.name].nopython_signatures[0].return_type)


def triage():
    rejected = 0
    for case in gp.read_cases():
        status, what = compile_alone(case)
        if status == "rejected":
            rejected += 1
            print("%s | %s | %s | %s" % (case.name, ", ".join(case.types), case.expr, what))
        elif status == "runtime":
            print("# %s compiles but fails at run time (choose other args): %s" % (case.name, what),
                  file=sys.stderr)
    print("# %d rejected" % rejected, file=sys.stderr)


def load_program():
    path = os.path.join(HERE, "types.arr")
    loader = importlib.machinery.SourceFileLoader("types_arr", path)
    spec = importlib.util.spec_from_loader("types_arr", loader)
    module = importlib.util.module_from_spec(spec)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            loader.exec_module(module)
    except Exception as e:  # noqa: BLE001
        sys.exit("types.arr fails under Numba: %s\n"
                 "Run gen_expected.py --triage and move the cases Numba rejects to rejected.txt."
                 % first_error_line(e))
    return module


def write_expected(cases):
    module = load_program()
    lines, problems = [], []
    for case in cases:
        f = getattr(module, case.name)
        sigs = f.nopython_signatures
        want = tuple(numba_type(t) for t in case.types)
        if len(sigs) != 1:
            problems.append("%s: %d specializations" % (case.name, len(sigs)))
        elif tuple(sigs[0].args) != want:
            problems.append("%s: called with (%s), declared (%s)" % (
                case.name, ", ".join(map(str, sigs[0].args)), ", ".join(map(str, want))))
        else:
            ret = sigs[0].return_type
            if isinstance(ret, nbtypes.Literal):
                # Numba keeps a literal type when the function returns a
                # compile-time constant (True + 1, a.ndim); the value is of the
                # literal's base type, which is what arrc reports.
                print("note: %s: Numba says %s; recorded as %s" % (case.name, ret, nbtypes.unliteral(ret)))
                ret = nbtypes.unliteral(ret)
            lines.append("%s %s\n" % (case.name, ret))
    if problems:
        sys.exit("cases.txt line(s) whose arguments do not have the declared types:\n  "
                 + "\n  ".join(problems))
    with open(os.path.join(HERE, "expected.txt"), "w") as out:
        out.writelines(lines)
    print("wrote tests/types/expected.txt: %d cases" % len(lines))


def read_rejected():
    entries = []
    if not os.path.exists(REJECTED):
        return entries
    with open(REJECTED) as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = ERROR_FIELD.search(line)
            case_text = line[: m.start()] if m else line
            name, types, expr = [x.strip() for x in case_text.split(" | ", 2)]
            entries.append(gp.Case(name, gp.split_types(types), expr, None, lineno))
    return entries


def write_rejected(cases):
    accepted = {c.name for c in cases}
    lines, problems = [REJECTED_HEADER], []
    entries = read_rejected()
    for case in entries:
        if case.name in accepted:
            problems.append("%s is in both cases.txt and rejected.txt" % case.name)
            continue
        status, what = compile_alone(case)
        if status != "rejected":
            problems.append("%s: Numba now accepts it (%s)" % (case.name, what))
            continue
        lines.append("%s | %s | %s | %s\n" % (case.name, ", ".join(case.types), case.expr, what))
    if problems:
        sys.exit("rejected.txt:\n  " + "\n  ".join(problems))
    with open(REJECTED, "w") as out:
        out.writelines(lines)
    print("wrote tests/types/rejected.txt: %d cases" % len(entries))


def main():
    if sys.argv[1:] == ["--triage"]:
        triage()
        return
    if sys.argv[1:]:
        sys.exit(__doc__)
    cases = gp.read_cases()
    write_expected(cases)
    write_rejected(cases)


if __name__ == "__main__":
    main()
