# sys.argv (arguments from sys_argv.args): count, int() and float() conversions, printing the strings.
import sys


def parse(n_text, x_text):
    return int(n_text), float(x_text)


print(len(sys.argv))
n, x = parse(sys.argv[1], sys.argv[2])
print(n, x, n * x)
print(sys.argv[3])
total = 0
for k in range(1, n + 1):
    total += k
print("sum to", n, "is", total)
print(int(sys.argv[4]) - 1)
