# Handlers see the numeric variables the try body assigned before the
# exception (loop counters, running totals, progress markers), in host
# and jitted code, through nested try statements.
from numba import njit


def count_until_bad(items):
    count = 0
    total = 0.0
    try:
        for s in items:
            total += float(s)
            count += 1
    except ValueError as e:
        print("stopped after", count, "items, total", total, ":", e)
    return count


print(count_until_bad(["1", "2.5", "x", "4"]))
print(count_until_bad(["1"]))

x = 0
try:
    x = 5
    y = int("nope")
except ValueError:
    pass
print(x)

step = 0
try:
    step = 1
    int("bad")
    step = 2
except ValueError:
    print("failed at step", step)


@njit
def jit_progress(n):
    done = 0
    try:
        for i in range(n):
            if i == 3:
                raise ValueError("stop")
            done += 1
    except Exception:
        done += 100
    finally:
        done += 1000
    return done


print(jit_progress(10), jit_progress(2))


def nested(n):
    a = 0
    try:
        a = 1
        try:
            a = 2
            raise KeyError("k")
        except ValueError:
            a = -1
    except KeyError:
        print("a is", a)
    return a


print(nested(1))
