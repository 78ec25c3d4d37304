# A tuple indexed by a variable in host code: IndexError: tuple index out of range.
import sys

sizes = (16, 32, 64)
level = len(sys.argv) - 1
print(sizes[level], sizes[level - 1])
print(sizes[level + 3])
print("not reached")
