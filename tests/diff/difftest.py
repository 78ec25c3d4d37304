#!/usr/bin/env python3
"""Differential testing of arrc against the oracle (tests/diff/README.md).

    python3 tests/diff/difftest.py [-n N] [--seed S] [-j JOBS] [--arrc PATH]
                                   [--allow=A,B] [--avoid=A,B] [--no-reduce]
                                   [--found DIR] [--keep DIR] [--quiet]
    python3 tests/diff/difftest.py --check FILE.arr...

For each seed S, S+1, ..., S+N-1: generate a program (gen.py), run it under
the oracle (Python + NumPy + Numba, CUDA simulator), compile it with arrc,
run that, and compare standard output, exit status and, for programs that
end with an exception, its kind. A program that differs is reduced
(reduce.py) and saved as FOUND/SEED.arr with a header saying what differed.
Ends with the line

    diff: N programs, N same, N differ

(and, when there are any, how many programs the oracle rejected: those are
generator bugs). Exit status 1 when any program differs or was rejected.
--check runs given files instead of generated ones (no reduction).

Runs under any Python 3; the oracle runs under $ORACLE_PYTHON or the first
of /usr/bin/python3 and the python3 on PATH that imports numba (as
tests/oracle.sh chooses), in JOBS server processes (oracle_server.py).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402


def find_python():
    cands = []
    if os.environ.get("ORACLE_PYTHON"):
        cands = [os.environ["ORACLE_PYTHON"]]
    else:
        cands = ["/usr/bin/python3"] + [os.path.join(p, "python3") for p in os.environ.get("PATH", "").split(":") if p]
    seen = set()
    for p in cands:
        if p in seen or not os.access(p, os.X_OK):
            continue
        seen.add(p)
        if subprocess.run([p, "-c", "import numba, numpy"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0:
            return p
    sys.exit("difftest: no Python interpreter that imports numba and numpy was found "
             "(set ORACLE_PYTHON; see tests/oracle.sh)")


class Oracle:
    """One oracle_server.py process."""

    def __init__(self, python):
        env = dict(os.environ)
        env.update(NUMBA_ENABLE_CUDASIM="1", NUMBA_LLVM_REFPRUNE_PASS="0", PYTHONDONTWRITEBYTECODE="1",
                   PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8")
        self.python = python
        self.env = env
        self.start()

    def start(self):
        self.p = subprocess.Popen([self.python, os.path.join(HERE, "oracle_server.py")], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, env=self.env, text=True, bufsize=1)
        hello = self.p.stdout.readline()
        if not hello:
            raise RuntimeError("the oracle server did not start")
        self.info = json.loads(hello)

    def run(self, prog, wdir, timeout):
        req = json.dumps({"prog": prog, "dir": wdir, "timeout": timeout})
        for attempt in range(2):
            try:
                self.p.stdin.write(req + "\n")
                self.p.stdin.flush()
                line = self.p.stdout.readline()
                if line:
                    return json.loads(line)
            except (BrokenPipeError, OSError):
                pass
            self.close()
            self.start()
        raise RuntimeError("the oracle server died")

    def close(self):
        try:
            self.p.stdin.close()
            self.p.wait(timeout=10)
        except Exception:
            self.p.kill()


def read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except FileNotFoundError:
        return ""


def strip_locations(msg):
    """an arrc diagnostic without file, line and column"""
    msg = re.sub(r"^\S*:\d+:\d+: ", "", msg)
    return re.sub(r"'[a-z]+\d+'", "'NAME'", msg)


class Result:
    def __init__(self):
        self.status = None      # 'same', 'differ', 'reject'
        self.kind = None        # for 'differ': compile, crash, stdout, status, exception, timeout
        self.detail = ""
        self.sig = None         # what must stay the same while reducing
        self.oracle = None
        self.arrc_out = ""
        self.oracle_out = ""
        self.secs_oracle = 0.0
        self.secs_arrc = 0.0


def compare(prog, wdir, oracle, arrc, timeout=120, flags=()):
    """run prog (a path) under the oracle and arrc in the fresh directory wdir"""
    res = Result()
    odir = os.path.join(wdir, "oracle")
    os.makedirs(odir, exist_ok=True)
    o = oracle.run(prog, odir, timeout)
    res.oracle = o
    res.secs_oracle = o["secs"]
    oout = read(os.path.join(odir, "stdout"))
    oerr = read(os.path.join(odir, "stderr"))
    res.oracle_out = oout
    if o["rc"] >= 124 or o["numba_error"] or (o["rc"] != 0 and o["exc"] is None and "sys.exit" not in read(prog)):
        res.status = "reject"
        res.kind = "timeout" if o["rc"] >= 124 else "oracle"
        res.detail = (o["exc"] or "status %d" % o["rc"]) + "\n" + "\n".join(oerr.strip().splitlines()[-12:])
        return res
    src = read(prog)
    if o["rc"] != 0 and src.startswith("# diff: generated") and "# diff: ends with" not in src.split("\n", 3)[1]:
        # the generator meant the program to run to its end
        res.status = "reject"
        res.kind = "unexpected-exception"
        res.detail = (o["exc"] or "status %d" % o["rc"]) + "\n" + "\n".join(oerr.strip().splitlines()[-6:])
        return res
    # arrc
    adir = os.path.join(wdir, "arrc")
    os.makedirs(os.path.join(adir, "run"), exist_ok=True)
    exe = os.path.join(adir, "prog")
    t0 = time.time()
    try:
        c = subprocess.run([arrc] + list(flags) + [prog, "-o", exe], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, text=True, errors="replace")
        crc, cout = c.returncode, c.stdout
    except subprocess.TimeoutExpired:
        crc, cout = 124, "arrc timed out"
    if crc != 0:
        res.secs_arrc = time.time() - t0
        res.status = "differ"
        if crc == 1 and re.search(r": error: ", cout):
            res.kind = "compile"
            first = next((ln for ln in cout.splitlines() if ": error: " in ln), cout.strip()[:200])
            res.sig = ("compile", strip_locations(first.split(": error: ", 1)[1]))
        else:
            res.kind = "crash"
            res.sig = ("crash", crc if crc != 124 else "timeout")
        res.detail = "arrc status %d:\n%s" % (crc, "\n".join(cout.splitlines()[:20]))
        return res
    if cout.strip():
        # a successful compile must be silent (as tests/run-golden.sh demands)
        res.status = "differ"
        res.kind = "compile-noise"
        res.sig = ("noise",)
        res.detail = "arrc compiled the program but printed:\n" + "\n".join(cout.splitlines()[:10])
        return res
    try:
        with open(os.path.join(adir, "stdout"), "w") as so, open(os.path.join(adir, "stderr"), "w") as se:
            p = subprocess.run([exe], cwd=os.path.join(adir, "run"), stdin=subprocess.DEVNULL, stdout=so, stderr=se,
                               timeout=60)
        arc = p.returncode if p.returncode >= 0 else 128 - p.returncode
    except subprocess.TimeoutExpired:
        arc = 124
    res.secs_arrc = time.time() - t0
    aout = read(os.path.join(adir, "stdout"))
    aerr = read(os.path.join(adir, "stderr"))
    res.arrc_out = aout
    orc = o["rc"]
    if arc == 124:
        res.status, res.kind, res.sig = "differ", "timeout", ("timeout",)
        res.detail = "arrc's program ran more than 60 s"
        return res
    if aout != oout or arc != orc:
        res.status = "differ"
        res.kind = "stdout" if arc == orc else "status"
        res.sig = ("stdout", orc, arc) if arc == orc else ("status", orc, arc)
        res.detail = "status: oracle %d, arrc %d\n%s" % (orc, arc, first_difference(oout, aout))
        if aerr.strip():
            res.detail += "\narrc's stderr: " + "\n".join(aerr.strip().splitlines()[:3])
        if o["exc"]:
            res.detail += "\noracle's exception: " + o["exc"]
        return res
    if orc != 0 and o["exc"]:
        kind = o["exc"].split(":")[0]
        if not re.search(r"runtime error: %s\b" % re.escape(kind), aerr):
            res.status, res.kind = "differ", "exception"
            res.sig = ("exception", kind)
            res.detail = "the oracle ends with %s; arrc's program's stderr: %s" % (
                o["exc"], "\n".join(aerr.strip().splitlines()[:3]))
            return res
    res.status = "same"
    return res


def with_oracle(res):
    """the signature of a difference, with the oracle's own outcome: a
    reduced program must keep both"""
    if res.status == "differ" and res.sig is not None and res.oracle is not None:
        exc = res.oracle.get("exc")
        res.sig = tuple(res.sig) + (res.oracle["rc"], exc.split(":")[0] if exc else None)
    return res


def first_difference(a, b, context=3):
    al, bl = a.splitlines(), b.splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end of output>"
        y = bl[i] if i < len(bl) else "<end of output>"
        if x != y:
            lo = max(0, i - context)
            out = ["first difference at output line %d:" % (i + 1)]
            for j in range(lo, i):
                out.append("   %s" % al[j])
            out.append(" - %s   (oracle)" % x)
            out.append(" + %s   (arrc)" % y)
            return "\n".join(out)
    return "outputs differ only in the final newline"


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description="differential testing of arrc against the oracle")
    ap.add_argument("-n", type=int, default=int(os.environ.get("DIFF_N", 100)), help="programs (DIFF_N)")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("DIFF_SEED", 1)), help="first seed (DIFF_SEED)")
    ap.add_argument("-j", "--jobs", type=int, default=int(os.environ.get("JOBS", 2)))
    ap.add_argument("--arrc", default=os.environ.get("ARRC", os.path.join(ROOT, "build", "arrc")))
    ap.add_argument("--allow", default="", help="switches to turn on (gen.py --list)")
    ap.add_argument("--avoid", default="", help="switches to turn off")
    ap.add_argument("--no-reduce", action="store_true", help="save differing programs unreduced")
    ap.add_argument("--found", default=os.path.join(HERE, "found"), help="where reproducers go")
    ap.add_argument("--keep", default=None, help="keep every program and output under this directory")
    ap.add_argument("--log", default=None, help="append one JSON line per program to this file")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--reduce-budget", type=float, default=float(os.environ.get("DIFF_REDUCE_SECONDS", 300)),
                    help="seconds for reducing one program")
    ap.add_argument("--max-reduce", type=int, default=int(os.environ.get("DIFF_MAX_REDUCE", 5)),
                    help="reduce at most this many programs (DIFF_MAX_REDUCE); the others are saved whole")
    ap.add_argument("-q", "--quiet", action="store_true")
    ap.add_argument("--check", nargs="+", metavar="FILE", help="compare these programs, no generation")
    args = ap.parse_args(argv)
    sw = []
    if args.allow:
        sw.append("--allow=" + args.allow)
    if args.avoid:
        sw.append("--avoid=" + args.avoid)
    allow = gen.parse_switches(sw)
    arrc = os.path.abspath(args.arrc)
    if not os.access(arrc, os.X_OK):
        sys.exit("difftest: %s is missing (run make)" % arrc)
    python = find_python()
    tmp = args.keep or tempfile.mkdtemp(prefix="arrc-diff.")
    os.makedirs(tmp, exist_ok=True)
    jobs = max(1, args.jobs)
    if args.check:
        work = [("file", os.path.abspath(f)) for f in args.check]
    else:
        work = [("seed", s) for s in range(args.seed, args.seed + args.n)]
    lock = threading.Lock()
    stats = {"same": 0, "differ": 0, "reject": 0}
    kinds = {}
    results = []
    t_start = time.time()
    idx = [0]
    reductions = [0]
    logf = open(args.log, "a") if args.log else None

    def worker():
        oracle = Oracle(python)
        try:
            while True:
                with lock:
                    if idx[0] >= len(work):
                        return
                    item = work[idx[0]]
                    idx[0] += 1
                what, x = item
                if what == "seed":
                    try:
                        src = gen.generate(x, allow)
                    except Exception as e:  # a generator bug: count it, go on
                        import traceback
                        src = "# diff: the generator failed: %r\n" % (e,) + "".join(
                            "# " + ln + "\n" for ln in traceback.format_exc().splitlines())
                    name = "s%d" % x
                    wdir = os.path.join(tmp, name)
                    os.makedirs(wdir, exist_ok=True)
                    prog = os.path.join(wdir, "prog.arr")
                    with open(prog, "w") as fh:
                        fh.write(src)
                else:
                    name = os.path.basename(x)[:-4]
                    wdir = os.path.join(tmp, name)
                    os.makedirs(wdir, exist_ok=True)
                    prog = os.path.join(wdir, os.path.basename(x))
                    shutil.copy(x, prog)
                try:
                    res = with_oracle(compare(prog, wdir, oracle, arrc, args.timeout))
                except Exception as e:  # an internal error of the tester: report, go on
                    res = Result()
                    res.status, res.kind, res.detail = "reject", "internal", repr(e)
                reduced = None
                with lock:
                    may_reduce = reductions[0] < args.max_reduce
                    if res.status == "differ" and may_reduce:
                        reductions[0] += 1
                if res.status == "differ" and what == "seed" and not args.no_reduce and may_reduce:
                    import reduce as reducer
                    try:
                        reduced = reducer.reduce_program(read(prog), res.sig, oracle, arrc, wdir, args.timeout,
                                                         budget=args.reduce_budget)
                    except Exception as e:
                        reduced = None
                        res.detail += "\n(reduction failed: %r)" % (e,)
                if res.status == "differ" and what == "seed":
                    save_found(args.found, x, read(prog), reduced, res, sw)
                with lock:
                    stats[res.status] += 1
                    kinds[(res.status, res.kind)] = kinds.get((res.status, res.kind), 0) + 1
                    results.append((what, x, res))
                    if logf:
                        logf.write(json.dumps({"seed": x, "status": res.status, "kind": res.kind,
                                               "sig": res.sig, "oracle_s": res.secs_oracle,
                                               "arrc_s": round(res.secs_arrc, 3),
                                               "detail": res.detail[:2000] if res.status != "same" else ""}) + "\n")
                        logf.flush()
                    if res.status != "same" and not args.quiet:
                        label = "seed %d" % x if what == "seed" else x
                        print("%s %s: %s (%s)" % ("DIFF" if res.status == "differ" else "REJECT", label,
                                                  res.kind, os.path.join(args.found, "%d.arr" % x)
                                                  if res.status == "differ" and what == "seed" else prog))
                        for ln in res.detail.splitlines()[:14]:
                            print("     " + ln)
                        sys.stdout.flush()
                if not args.keep and res.status == "same":
                    shutil.rmtree(wdir, ignore_errors=True)
        finally:
            oracle.close()

    threads = [threading.Thread(target=worker) for _ in range(min(jobs, len(work)))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    secs = time.time() - t_start
    n = len(work)
    if not args.keep and stats["differ"] == 0 and stats["reject"] == 0:
        shutil.rmtree(tmp, ignore_errors=True)
    elif not args.keep:
        print("difftest: programs that differ or were rejected are under %s" % tmp)
    rate = n / secs * 60 if secs > 0 else 0
    extra = ""
    if stats["reject"]:
        extra = ", %d rejected by the oracle (generator bugs)" % stats["reject"]
    print("difftest: %d programs in %.0f s (%.0f programs/minute, %d jobs), seeds %s" % (
        n, secs, rate, jobs, "%d-%d" % (args.seed, args.seed + n - 1) if not args.check else "-"))
    for (st, k), c in sorted(kinds.items(), key=lambda x: (x[0][0] or "", x[0][1] or "")):
        if st != "same":
            print("difftest:   %s %s: %d" % (st, k, c))
    print("diff: %d programs, %d same, %d differ%s" % (n, stats["same"], stats["differ"], extra))
    return 0 if stats["differ"] == 0 and stats["reject"] == 0 else 1


def save_found(found, seed, src, reduced, res, switches):
    os.makedirs(found, exist_ok=True)
    body = reduced if reduced is not None else src
    lines = body.splitlines()
    while lines and lines[0].startswith("# diff:"):
        lines.pop(0)
    head = ["# diff: seed %d%s: %s" % (seed, (" " + " ".join(switches)) if switches else "", res.kind),
            "# diff: reproduce: python3 tests/diff/gen.py %d%s > prog.arr" % (seed, (" " + " ".join(switches)) if switches else "")]
    head.append("# diff: %s" % ("reduced automatically" if reduced is not None else "not reduced"))
    for ln in res.detail.splitlines()[:12]:
        head.append("# diff:   " + ln)
    with open(os.path.join(found, "%d.arr" % seed), "w") as fh:
        fh.write("\n".join(head + lines) + "\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
