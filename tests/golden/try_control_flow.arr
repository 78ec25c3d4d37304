# try statements: finally on every way out (return, break, continue, an
# exception), handlers that raise, nested try statements, the exception
# class tree, tuples of classes, bare raise, and exceptions raised in a
# function called from the try body.
import numpy as np


def finally_on_return(x):
    try:
        if x > 0:
            return "positive"
        return "not positive"
    finally:
        print("  finally of finally_on_return", x)


print(finally_on_return(3))
print(finally_on_return(-3))

for i in range(6):
    try:
        if i == 1:
            continue
        if i == 4:
            break
        print("body", i)
    finally:
        print("finally", i)

n = 0
while n < 10:
    n += 1
    try:
        if n % 2 == 0:
            continue
        if n > 5:
            break
    finally:
        print("while finally", n)
else:
    print("while else does not run after break")


def level3(v):
    return 100 // v


def level2(v):
    return level3(v) + 1


def level1(v):
    try:
        return level2(v)
    except ZeroDivisionError as e:
        print("  level1 caught:", e)
        return -1


print(level1(5), level1(0))


def handler_raises(s):
    try:
        return int(s)
    except ValueError:
        raise RuntimeError("cannot read " + s)


try:
    handler_raises("seven")
except RuntimeError as e:
    print("outer:", e)

try:
    try:
        xs = [1, 2, 3]
        print(xs[10])
    except KeyError:
        print("not here")
    finally:
        print("inner finally")
except IndexError as e:
    print("IndexError passed through:", e)

for which in range(4):
    try:
        if which == 0:
            raise ZeroDivisionError("z")
        elif which == 1:
            raise OverflowError("o")
        elif which == 2:
            raise IndexError("i")
        else:
            raise KeyError("k")
    except ArithmeticError as e:
        print("arithmetic", repr(e))
    except LookupError as e:
        print("lookup", repr(e), str(e))

for bad in ["", "1", "2"]:
    try:
        if bad == "":
            raise TypeError("empty")
        if bad == "1":
            raise ValueError
        print("fine", bad)
    except (TypeError, ValueError) as e:
        print("caught", repr(e), "[" + str(e) + "]")


def reraiser():
    try:
        raise ValueError("original")
    except ValueError:
        print("  logging and re-raising")
        raise


try:
    reraiser()
except ValueError as e:
    print("re-raised:", e)

try:
    try:
        raise KeyError("first")
    except KeyError:
        try:
            raise ValueError("second")
        except ValueError as e2:
            print("inner handled", e2)
        raise
except KeyError as e:
    print("the first again:", repr(e))

try:
    a = np.arange(3)
    print(a[5])
except IndexError as e:
    print("numpy:", e)

try:
    assert len([1, 2]) == 3, "expected three"
except AssertionError as e:
    print("assertion:", e)

try:
    print("no exception")
except Exception:
    print("not printed")
else:
    print("else runs")
finally:
    print("finally runs")


def swallow():
    for k in range(3):
        try:
            if k == 1:
                raise ValueError("lost")
            print("  iteration", k)
        finally:
            if k == 1:
                return "finally returned and dropped the exception"
    return "loop ended"


print(swallow())
