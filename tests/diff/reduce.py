#!/usr/bin/env python3
"""Reduces a program on which arrc and the oracle differ (tests/diff/README.md).

    python3 tests/diff/reduce.py FILE.arr [-o OUT.arr] [--arrc PATH] [--budget SECONDS]

Deletes statements and simplifies expressions, on Python's syntax tree, as
long as the oracle still runs the program cleanly and arrc still differs from
it in the same way: the same kind of difference (different standard output
with the same exit status, a different exit status, the same compile error
message, the same crash) as the original. Passes, repeated until none makes
progress or the time budget is spent:

  1. delete statements: halves, quarters, ... then single statements, in
     every statement list (module, function bodies, branches, loops);
  2. replace if/for/while statements by their bodies and drop else parts;
  3. drop arguments of print calls and elements of tuples and lists;
  4. replace expressions by one of their operands, or by 0, 1, 1.0, True;
  5. drop decorators (an @njit function becomes a host function).

Used by difftest.py on every program that differs; runnable by hand on any
program (a reproducer that the compiler's fix only partly cures, say).
"""
import ast
import copy
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def unparse(tree):
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


class Tester:
    def __init__(self, sig, oracle, arrc, wdir, timeout, budget):
        self.sig, self.oracle, self.arrc = sig, oracle, arrc
        self.wdir = os.path.join(wdir, "reduce")
        os.makedirs(self.wdir, exist_ok=True)
        self.timeout = timeout
        self.deadline = time.time() + budget
        self.n = 0
        self.seen = {}

    def out_of_time(self):
        return time.time() > self.deadline

    def __call__(self, src):
        if src in self.seen:
            return self.seen[src]
        if self.out_of_time():
            return False
        import difftest
        self.n += 1
        d = os.path.join(self.wdir, "t%d" % self.n)
        os.makedirs(d, exist_ok=True)
        prog = os.path.join(d, "prog.arr")
        with open(prog, "w") as fh:
            fh.write(src)
        try:
            ast.parse(src)
        except SyntaxError:
            self.seen[src] = False
            return False
        res = difftest.with_oracle(difftest.compare(prog, d, self.oracle, self.arrc, self.timeout))
        ok = res.status == "differ" and res.sig == self.sig
        self.seen[src] = ok
        if not ok:
            import shutil
            shutil.rmtree(d, ignore_errors=True)
        return ok


# -- statement lists ---------------------------------------------------------

def stmt_lists(tree):
    """(node, field) of every statement list, outermost first"""
    out = []
    for node in ast.walk(tree):
        for field in ("body", "orelse"):
            lst = getattr(node, field, None)
            if isinstance(lst, list) and lst and isinstance(lst[0], ast.stmt):
                out.append((node, field))
    return out


def nth_list(tree, k):
    return stmt_lists(tree)[k]


def reduce_lists(src, test):
    """ddmin-style deletion of statements, list by list"""
    progress = False
    k = 0
    while True:
        tree = ast.parse(src)
        lists = stmt_lists(tree)
        if k >= len(lists) or test.out_of_time():
            break
        node, field = lists[k]
        n = len(getattr(node, field))
        chunk = max(1, n // 2)
        while chunk >= 1 and not test.out_of_time():
            i = 0
            changed = False
            while True:
                tree = ast.parse(src)
                lists = stmt_lists(tree)
                if k >= len(lists):
                    break
                node, field = lists[k]
                body = getattr(node, field)
                if i >= len(body):
                    break
                new = body[:i] + body[i + chunk:]
                if not new:
                    if field == "orelse":
                        new = []
                    elif isinstance(node, ast.Module):
                        i += chunk
                        continue
                    else:
                        new = [ast.Pass()]
                setattr(node, field, new)
                cand = unparse(tree)
                if cand != src and test(cand):
                    src = cand
                    changed = progress = True
                else:
                    i += chunk
            if not changed:
                chunk //= 2
        k += 1
    return src, progress


def flatten_compound(src, test):
    """an if/for/while statement becomes its body (or its else part)"""
    progress = False
    idx = 0
    while not test.out_of_time():
        tree = ast.parse(src)
        stmts = [n for n in ast.walk(tree) if isinstance(n, (ast.If, ast.For, ast.While))]
        if idx >= len(stmts):
            break
        done = False
        for variant in ("body", "orelse", "drop_else"):
            tree = ast.parse(src)
            stmts = [n for n in ast.walk(tree) if isinstance(n, (ast.If, ast.For, ast.While))]
            t = stmts[idx]
            if variant == "drop_else":
                if not t.orelse:
                    continue
                t.orelse = []
                cand = unparse(tree)
            else:
                repl = getattr(t, variant)
                if not repl:
                    continue
                cand = unparse(replace_stmt(tree, t, repl))
            if test(cand):
                src = cand
                done = progress = True
                break
        if not done:
            idx += 1
    return src, progress


def replace_stmt(tree, old, new_list):
    for node in ast.walk(tree):
        for field in ("body", "orelse"):
            lst = getattr(node, field, None)
            if isinstance(lst, list) and old in lst:
                i = lst.index(old)
                lst[i:i + 1] = new_list
                return tree
    return tree


# -- expressions --------------------------------------------------------------

def expr_nodes(tree):
    """(parent, field, index or None, node) of every expression, outermost first"""
    out = []
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if field == "decorator_list":
                continue  # decorators stay as they are
            if isinstance(value, ast.expr):
                out.append((parent, field, None, value))
            elif isinstance(value, list):
                for i, v in enumerate(value):
                    if isinstance(v, ast.expr):
                        out.append((parent, field, i, v))
    return out


def children(node):
    return [c for c in ast.iter_child_nodes(node) if isinstance(c, ast.expr)]


def replacements(node):
    out = []
    if isinstance(node, (ast.BinOp, ast.UnaryOp, ast.IfExp, ast.BoolOp, ast.Compare)):
        out += children(node)
    elif isinstance(node, ast.Call):
        out += list(node.args)
    elif isinstance(node, ast.Subscript) and not isinstance(node.ctx, ast.Store):
        out.append(node.value)
    if isinstance(node, ast.Constant):
        v = node.value
        if isinstance(v, bool):
            return []
        if isinstance(v, int) and v not in (0, 1):
            out += [ast.Constant(0), ast.Constant(1)]
        elif isinstance(v, float) and v not in (0.0, 1.0):
            out += [ast.Constant(1.0), ast.Constant(0.5)]
        return out
    if not isinstance(node, (ast.Name, ast.Attribute, ast.Tuple, ast.List, ast.Starred, ast.Slice, ast.JoinedStr,
                             ast.FormattedValue, ast.keyword)):
        out += [ast.Constant(1), ast.Constant(0), ast.Constant(1.0), ast.Constant(True)]
    return out


def simplify_exprs(src, test):
    progress = False
    idx = 0
    while not test.out_of_time():
        tree = ast.parse(src)
        nodes = expr_nodes(tree)
        if idx >= len(nodes):
            break
        parent, field, i, node = nodes[idx]
        if isinstance(getattr(node, "ctx", None), ast.Store) or isinstance(parent, (ast.FormattedValue,)) \
                or isinstance(parent, ast.JoinedStr):
            idx += 1
            continue
        done = False
        for j in range(len(replacements(node))):
            tree = ast.parse(src)
            parent, field, i, node = expr_nodes(tree)[idx]
            rep = replacements(node)[j]
            if i is None:
                setattr(parent, field, rep)
            else:
                getattr(parent, field)[i] = rep
            cand = unparse(tree)
            if cand != src and test(cand):
                src = cand
                done = progress = True
                break
        # drop arguments of print calls, elements of tuples and lists
        if not done and isinstance(node, (ast.Call, ast.Tuple, ast.List)):
            n = len(node.args) if isinstance(node, ast.Call) else len(node.elts)
            is_print = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print"
            if (is_print or not isinstance(node, ast.Call)) and n > 1:
                for j in range(n):
                    tree = ast.parse(src)
                    parent, field, i, nd = expr_nodes(tree)[idx]
                    lst = nd.args if isinstance(nd, ast.Call) else nd.elts
                    if j >= len(lst):
                        break
                    del lst[j]
                    cand = unparse(tree)
                    if test(cand):
                        src = cand
                        done = progress = True
                        break
        if not done:
            idx += 1
    return src, progress


def drop_decorators(src, test):
    progress = False
    idx = 0
    while not test.out_of_time():
        tree = ast.parse(src)
        funcs = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.decorator_list]
        if idx >= len(funcs):
            break
        funcs[idx].decorator_list = []
        cand = unparse(tree)
        if test(cand):
            src = cand
            progress = True
        else:
            idx += 1
    return src, progress


def reduce_source(src, test):
    header = [ln for ln in src.splitlines() if ln.startswith("#")][:0]
    # Decorators stay: without them a difference in @njit code often turns
    # into a different one in host code.
    passes = [reduce_lists, flatten_compound, simplify_exprs, reduce_lists]
    while not test.out_of_time():
        any_progress = False
        for p in passes:
            src, progress = p(src, test)
            any_progress = any_progress or progress
            if test.out_of_time():
                break
        if not any_progress:
            break
    return "\n".join(header) + src if header else src


def reduce_program(src, sig, oracle, arrc, wdir, timeout, budget=300.0):
    """the reduced source, or None when nothing could be removed"""
    test = Tester(sig, oracle, arrc, wdir, timeout, budget)
    start = unparse(ast.parse(src))
    if not test(start):
        # the program's text is not what ast reproduces, or the difference is flaky
        return None
    out = reduce_source(start, test)
    return out


def main(argv):
    import argparse
    import difftest
    ap = argparse.ArgumentParser(description="reduce a program on which arrc and the oracle differ")
    ap.add_argument("file")
    ap.add_argument("-o", "--output", default=None)
    ap.add_argument("--arrc", default=os.path.join(difftest.ROOT, "build", "arrc"))
    ap.add_argument("--budget", type=float, default=600.0)
    ap.add_argument("--timeout", type=float, default=120.0)
    args = ap.parse_args(argv)
    import tempfile
    wdir = tempfile.mkdtemp(prefix="arrc-reduce.")
    oracle = difftest.Oracle(difftest.find_python())
    try:
        src = open(args.file).read()
        prog = os.path.join(wdir, "orig.arr")
        with open(prog, "w") as fh:
            fh.write(src)
        res = difftest.with_oracle(difftest.compare(prog, os.path.join(wdir, "orig"), oracle,
                                                    os.path.abspath(args.arrc), args.timeout))
        if res.status != "differ":
            print("reduce: arrc and the oracle agree on %s (%s); nothing to reduce" % (args.file, res.status))
            return 1
        print("reduce: %s: %s" % (args.file, res.kind))
        out = reduce_program(src, res.sig, oracle, os.path.abspath(args.arrc), wdir, args.timeout, args.budget)
        if out is None:
            print("reduce: could not reduce")
            return 1
        if args.output:
            with open(args.output, "w") as fh:
                fh.write(out)
        else:
            sys.stdout.write(out)
        return 0
    finally:
        oracle.close()
        import shutil
        shutil.rmtree(wdir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
