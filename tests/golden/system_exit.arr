# SystemExit as MPI benchmark scripts use it: an import guard that never
# fires, `raise ... from None`, a status from a function, and a handler
# that Exception does not match.
import sys

try:
    import numpy as np
except ImportError:
    raise SystemExit from None


def parse_count(text):
    try:
        return int(text)
    except ValueError as err:
        raise ValueError("bad count " + text) from err


def check_ranks(n):
    if n != 2:
        message = "This test requires exactly two processes"
        raise SystemExit(message)
    return n


print(parse_count("12"))
try:
    parse_count("x")
except ValueError as e:
    print("caught:", e)
try:
    check_ranks(3)
except Exception:
    print("Exception does not catch SystemExit")
except SystemExit as e:
    print("caught SystemExit:", e)
try:
    raise SystemExit(None)
except SystemExit:
    print("caught SystemExit(None)")
print(check_ranks(2), np.arange(3).sum())
sys.stdout.flush()
raise SystemExit(3)
