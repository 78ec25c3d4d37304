# What the handlers, else and finally clauses and the code after a try
# statement see of the variables its body assigns: always the latest value,
# for every kind of value and on every way out (an exception, return,
# break, continue).
import numpy as np
from numba import njit


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


def fail(kind):
    if kind == 0:
        return int("not a number")
    if kind == 1:
        return [1, 2][5]
    return {"a": 1}["zz"]


def every_kind():
    n = 1
    f = 0.5
    b = False
    s = "before"
    lst = [0]
    a = np.zeros(2)
    d = {"k": 0}
    st = {0}
    t = (0, "zero")
    o = None
    p = Point(0, 0)
    try:
        n = 2
        f = 1.5
        b = True
        s = "after"
        lst = [1, 2, 3]
        a = np.arange(4.0)
        d = {"k": 1, "j": 2}
        st = {1, 2}
        t = (1, "one")
        o = "set"
        p = Point(3, 4)
        fail(0)
        s = "never"
    except ValueError as e:
        print("handler:", e)
        print(n, f, b, s, lst, a, d, sorted(st), t, o, p)
    print("after:", n, f, b, s, lst, a, d, sorted(st), t, o, p)


def copied_from_other_variables():
    # The body assigns values that were made before the try statement.
    early_s = "early"
    early_lst = [9, 9]
    early_n = 42
    s = "s0"
    lst = [0]
    n = 0
    try:
        s = early_s
        lst = early_lst
        n = early_n
        fail(1)
    except IndexError:
        print("copied:", s, lst, n)


def assigned_in_branches(k):
    s = "start"
    a = np.ones(1)
    try:
        if k % 2 == 0:
            s = "even"
            a = np.full(2, 2.0)
        else:
            s = "odd"
        if k > 2:
            fail(k % 3)
        s = s + "!"
    except (ValueError, IndexError, KeyError) as e:
        print("branch", k, repr(e), s, a)
    else:
        print("else", k, s, a)
    finally:
        print("finally", k, s, a)
    print("then", k, s, a)


def grown_in_a_loop(stop):
    words = []
    text = ""
    total = np.zeros(3)
    try:
        for i in range(10):
            words.append(str(i))
            text = text + str(i)
            total = total + i
            if i == stop:
                fail(2)
    except KeyError:
        print("loop", stop, words, text, total)


def parse_all(lines):
    # The common pattern: keep going past bad input, reporting what was
    # read last.
    good = []
    last = ""
    bad = 0
    for line in lines:
        try:
            last = line.strip()
            good.append(int(last))
        except ValueError:
            bad += 1
            print("bad line", repr(last), "after", good)
    return good, last, bad


def return_through_finally(x):
    s = "s"
    lst = [0]
    try:
        s = "in body"
        lst = [x]
        if x > 0:
            return s + " returned"
        fail(0)
    except ValueError:
        s = s + " handled"
        lst.append(-1)
    finally:
        print("finally sees", s, lst)
    return s


def break_and_continue():
    acc = ""
    seen = [-1]
    for i in range(6):
        try:
            acc = acc + str(i)
            seen = seen + [i]
            if i == 1:
                continue
            if i == 4:
                break
            if i % 2 == 0:
                fail(0)
        except ValueError:
            print("caught at", i, acc, seen)
        finally:
            print("finally at", i, acc, seen)
    print("loop done", acc, seen)


def nested_tries():
    s = "outer"
    a = np.zeros(1)
    try:
        s = "outer body"
        try:
            s = "inner body"
            a = np.ones(2)
            fail(1)
        except ValueError:
            print("wrong handler")
        s = "not reached"
    except IndexError:
        print("outer handler", s, a)
    try:
        try:
            s = "inner again"
            fail(0)
        except ValueError:
            print("inner handler", s)
            s = "changed by the inner handler"
            fail(2)
    except KeyError:
        print("outer sees", s)


def reraised():
    s = "a"
    try:
        try:
            s = "b"
            fail(0)
        finally:
            print("finally before the outer handler", s)
            s = "c"
    except ValueError:
        print("outer handler", s)


@njit
def checked_sqrt(x):
    if x < 0:
        raise ValueError("negative input")
    return np.sqrt(x)


def from_jitted_code(values):
    results = []
    last = -1.0
    for v in values:
        try:
            last = v
            results.append(checked_sqrt(v))
        except ValueError as e:
            print("jitted raised:", e, "at", last, "after", results)
    print(results)


every_kind()
copied_from_other_variables()
for k in range(6):
    assigned_in_branches(k)
grown_in_a_loop(0)
grown_in_a_loop(4)
print(parse_all(["1", " 2", "x3", "4 ", "", "5"]))
print(return_through_finally(3))
print(return_through_finally(0))
break_and_continue()
nested_tries()
reraised()
from_jitted_code([4.0, -1.0, 9.0, -4.0])

# At the top level too.
name = "none"
scores = [0.0]
for attempt in ["12", "x", "7"]:
    try:
        name = "attempt " + attempt
        scores = scores + [float(attempt)]
        int(attempt)
    except ValueError:
        print(name, scores)
print(name, scores)
