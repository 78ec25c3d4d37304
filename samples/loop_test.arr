# From seed 004 "Boost Your Python Code with CUDA" (Towards Data Science),
# "Example 1 - Simple for loop test", Numba JIT version: loop_test_jit sums
# i * j * 0.1 over a 10000 x 10000 loop nest. Prints the result (the tutorial's
# own label, "CUDA JIT result"); the execution time is measured but not printed.
from numba import jit
import time

# Decorate the function with @jit to enable JIT compilation
@jit(nopython=True)  # nopython mode is recommended for best performance
def loop_test_jit():
    result = 0.0
    # Outer loop
    for i in range(10000):
        # Inner loop
        for j in range(10000):
            # Perform a simple operation
            result += i * j * 0.1
    return result

# Call the function to allow Numba to compile it
loop_test_jit()

# Record start time
start_time = time.time()

# Call the JIT-compiled function
for i in range(5):
    result = loop_test_jit()

# Record end time
end_time = time.time()

# Calculate and print the execution time
print(f"CUDA JIT result = {result}")
execution_time = (end_time - start_time)/5
