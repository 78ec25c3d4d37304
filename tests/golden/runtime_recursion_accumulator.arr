# A recursion without end whose result is accumulated on the way back
# (`f(n + 1) + 1`): LLVM's tail recursion elimination would make it a loop
# that never ends; it stops with RecursionError at Python's limit of 1000
# frames, after what was printed before it.
def count_up(n):
    if n < 0:
        return 0
    return count_up(n + 1) + 1


print("before the recursion")
print(count_up(0))
print("not reached")
