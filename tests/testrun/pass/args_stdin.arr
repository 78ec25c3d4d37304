# Its arguments come from args_stdin.args, its standard input from
# args_stdin.in.
import sys

print(len(sys.argv) - 1, "arguments:", sys.argv[1:])
with open("/dev/stdin") as f:
    for line in f:
        print("read:", line.strip().upper())
