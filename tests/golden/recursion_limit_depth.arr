# Host recursion stops exactly where Python's does: 999 frames of a function
# called from the top level with the default limit of 1000, the same for a
# cycle of two functions, and at the limit sys.setrecursionlimit sets. A
# RecursionError caught by a try statement leaves the count as it was, so
# later calls get their full depth again.
import sys

deepest = 0


def down(n):
    global deepest
    deepest = n
    if n == 0:
        return 0
    return down(n - 1) + 1


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def endless(n):
    global deepest
    deepest = n
    if n < 0:
        return 0
    return endless(n + 1) * 2


print(down(998))
try:
    print(down(999))
except RecursionError as e:
    print("RecursionError:", e)
print(is_even(998), is_odd(997))
try:
    print(is_even(999))
except RecursionError as e:
    print("RecursionError:", e)
try:
    endless(1)
except RecursionError:
    print("endless reached", deepest)
print(down(500))
sys.setrecursionlimit(5000)
print(down(4990))
sys.setrecursionlimit(100)
try:
    print(down(200))
except RecursionError:
    print("caught below the limit of", sys.getrecursionlimit())
print(down(98))
for i in range(3):
    try:
        endless(1)
    except RecursionError:
        print("again", i, deepest)
