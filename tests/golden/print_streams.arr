# print() to sys.stdout and sys.stderr with flush=, sep= and end=,
# sys.stdout.write and sys.stderr.write (they return the number of
# characters, not bytes) and the flush methods, in host code as in Python
# (issue 17, item 9). The golden compares standard output;
# tests/rtstreams.sh checks standard error and the order of both in one
# file against python3.
import sys
print("a", flush=True)
print("b", file=sys.stderr)
print("c")
print("d", file=sys.stderr, end="!\n", flush=True)
n = sys.stdout.write("héllo\n")
m = sys.stderr.write("wörld\n")
print(n, m)
print(file=sys.stderr)
print("x", "y", sep="-", file=sys.stdout, flush=False)
sys.stdout.flush()
print("e", file=sys.stderr)
print(1, 2.5, [1, 2], file=sys.stderr, sep=",")
sys.stderr.flush()
print("f")
