"""Runs programs under the oracle (Python + NumPy + Numba), many per process.

Started by tests/diff/difftest.py with the oracle's interpreter
(/usr/bin/python3, or $ORACLE_PYTHON). It imports NumPy and Numba once,
compiles a few functions so that Numba's lazy initialization is done, and
then forks one child per program: the child runs the program as
tests/oracle.sh does (NUMBA_ENABLE_CUDASIM=1, PYTHONHASHSEED=0, the
vectorize(target='cuda') rewrite, sys.argv[0] the program's path, its own
working directory), with its standard output and error sent to files. Forking
keeps every program's Numba state, random generators and memory apart while
the import and initialization cost (about 1 s) is paid once.

Protocol: one JSON object a line on stdin
    {"prog": PATH, "dir": DIR, "timeout": SECONDS}
and one a line on stdout
    {"rc": STATUS, "exc": "KIND: message" or null, "exc_line": N or null,
     "numba_error": bool, "secs": SECONDS}
with DIR/stdout and DIR/stderr written. rc is 124 when the program ran out
of time, as with timeout(1).
"""
import json
import os
import re
import signal
import sys
import time
import traceback

os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")
# Numba 0.56's LLVM reference-count pruning frees an array that a for loop
# iterates before its last use (docs/language.md); without the pass the
# oracle computes what the program says.
os.environ.setdefault("NUMBA_LLVM_REFPRUNE_PASS", "0")
import numpy as np  # noqa: E402
import numba  # noqa: E402
from numba import cuda, njit, prange, vectorize  # noqa: E402


def _arrcdev(*args, **kw):
    """cuda.jit(device=True) for programs whose ufuncs run on the CPU"""
    kw.pop("device", None)
    kw.pop("inline", None)
    kw.pop("link", None)
    return numba.njit(*args, **kw)


def rewrite(src):
    """target='cuda' ufuncs become CPU ufuncs (Numba's simulator has no
    CUDA ufuncs; the numbers are the same), and then device functions are
    compiled with njit, as tests/oracle.sh does. Lines and columns stay."""
    pat = re.compile(r"(vectorize\(.*target=)(['\"])cuda\2")
    out, changed = [], False
    for line in src.splitlines(keepends=True):
        m = pat.search(line)
        if m:
            q = m.group(2)
            line = line[:m.start(2)] + q + "cpu" + q + " " + line[m.end():]
            changed = True
        out.append(line)
    if changed:
        dev = re.compile(r"cuda\.jit(\(.*device\s*=\s*True.*\))")
        out = [dev.sub(lambda m: "_arrcdev".ljust(len("cuda.jit")) + m.group(1), line) for line in out]
    return "".join(out)


def warm_up():
    """compile the kinds of functions programs use, so that Numba's lazy
    initialization happens once, here, before any fork"""
    @njit
    def f(a, x):
        s = 0.0
        for i in range(a.shape[0]):
            s += a[i] * x
        return s, np.sum(a), a.max()
    f(np.arange(4.0), 2)
    f(np.arange(4), 2.5)

    # No parallel=True function here: compiling one starts the threading
    # layer (OpenMP), and a child forked after that is killed by libgomp.

    @vectorize(["float64(float64, float64)"])
    def u(x, y):
        return x * y
    u(np.arange(3.0), 2.0)

    @cuda.jit
    def k(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] += 1
    k[1, 4](np.zeros(3))


def run_child(prog, wdir):
    out = os.open(os.path.join(wdir, "stdout"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open(os.path.join(wdir, "stderr"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(out, 1)
    os.dup2(err, 2)
    os.close(out)
    os.close(err)
    run = os.path.join(wdir, "run")
    os.makedirs(run, exist_ok=True)
    os.chdir(run)
    sys.stdin = open(os.devnull)
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
    sys.stderr = open(2, "w", encoding="utf-8", closefd=False)
    sys.argv = [prog]
    import builtins
    import runpy
    builtins._arrcdev = _arrcdev
    with open(prog, encoding="utf-8") as fh:
        src = rewrite(fh.read())
    src_path = os.path.join(wdir, os.path.basename(prog))
    if src_path == prog:
        src_path += ".oracle.py"
    with open(src_path, "w", encoding="utf-8") as fh:
        fh.write(src)
    rc = 0
    try:
        runpy.run_path(src_path, run_name="__main__")
    except SystemExit as e:
        code = e.code
        if code is None:
            rc = 0
        elif isinstance(code, int):
            rc = code & 0xFF
        else:
            print(code, file=sys.stderr)
            rc = 1
    except BaseException:
        sys.stdout.flush()
        traceback.print_exc()
        rc = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(rc)


def last_traceback_line(text):
    if "Traceback (most recent call last):" not in text:
        return None, None
    lines = [ln for ln in text.splitlines() if ln.strip()]
    last = lines[-1] if lines else None
    where = None
    for ln in lines:
        m = re.match(r'\s*File "([^"]*)", line (\d+)', ln)
        if m and not m.group(1).startswith("<") and "site-packages" not in m.group(1) \
                and "dist-packages" not in m.group(1) and "/usr/lib/python" not in m.group(1):
            where = int(m.group(2))
    return last, where


def serve():
    warm_up()
    sys.stdout.write(json.dumps({"ready": True, "numba": numba.__version__, "numpy": np.__version__}) + "\n")
    sys.stdout.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        prog, wdir, timeout = req["prog"], req["dir"], float(req.get("timeout", 120))
        os.makedirs(wdir, exist_ok=True)
        t0 = time.time()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            try:
                run_child(prog, wdir)
            finally:
                os._exit(125)
        rc = None
        deadline = t0 + timeout
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                if os.WIFEXITED(status):
                    rc = os.WEXITSTATUS(status)
                else:
                    rc = 128 + os.WTERMSIG(status)
                break
            if time.time() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                rc = 124
                break
            time.sleep(0.002)
        with open(os.path.join(wdir, "stderr"), encoding="utf-8", errors="replace") as fh:
            err = fh.read()
        exc, where = last_traceback_line(err)
        # a compile error of Numba's (a generator bug) rather than an
        # exception of the program; warnings on stderr do not count
        numba_error = exc is not None and (
            re.match(r"^(numpy\.)?[A-Z][A-Za-z]*(Error|Exception)(: .*)?$", exc) is None
            or re.match(r"^(numba\.|TypingError|LoweringError|UnsupportedError|NumbaNotImplementedError|"
                        r"NumbaError|NotDefinedError)", exc) is not None
            or "numba.core.errors." in err.split("Traceback (most recent call last):")[-1])
        sys.stdout.write(json.dumps({"rc": rc, "exc": exc, "exc_line": where, "numba_error": bool(numba_error),
                                     "secs": round(time.time() - t0, 3)}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
