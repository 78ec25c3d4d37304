# From seed 004 "Boost Your Python Code with CUDA" (Towards Data Science),
# "Example 2 - recursive functions", Numba JIT version: the recursive
# lucas_numba under @jit(nopython=True), for n = 32 (40 in the tutorial).
# Prints the Lucas number and the first 15 of the sequence; time not printed.
import time
from numba import jit

# Apply Numba's JIT decorator
@jit(nopython=True)
def lucas_numba(n):
    if n == 0:
        return 2
    elif n == 1:
        return 1
    else:
        return lucas_numba(n-1) + lucas_numba(n-2)

lucas_result_numba = lucas_numba(32)  # Example input

# Timing the JIT-compiled function
start_time = time.time()
for _ in range(5):
    lucas_result_numba = lucas_numba(32)  # Example input
end_time = time.time()

print(f"Lucas number 32 with Numba: {lucas_result_numba}")
execution_time = (end_time - start_time)/5

for k in range(15):
    print(lucas_numba(k), end=" ")
print()
