# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Numba and Pandas": multiply (applied element by element) against a lazily
# typed @nb.vectorize ufunc multiply_numba; the DataFrame is a NumPy array here.
# Prints the first values and sums of the three new columns and whether they agree.
import time
import numpy as np
import numba as nb


def multiply(x):
    return x * 5

@nb.vectorize
def multiply_numba(x):
    return x * 5


np.random.seed(100)
# df = pd.DataFrame(np.random.randint(0,100,size=(100000, 4)),columns=['a', 'b', 'c', 'd'])
df = np.random.randint(0,100,size=(100000, 4))
a = df[:, 0]

# time_apply = %timeit -o df['new_col1'] = df['a'].apply(multiply)
start = time.perf_counter()
new_col1 = np.empty(a.shape[0], dtype=np.int64)
for i in range(a.shape[0]):
    new_col1[i] = multiply(a[i])
time_apply = time.perf_counter() - start

# time_pandas = %timeit -o df['new_col2'] = df['a'] * 5
start = time.perf_counter()
new_col2 = a * 5
time_pandas = time.perf_counter() - start

# time_numba1 = %timeit -o df['new_col3'] = multiply_numba(df['a'].to_numpy())
start = time.perf_counter()
new_col3 = multiply_numba(a)
time_numba1 = time.perf_counter() - start

print(df[:3])
print(new_col1[:8], np.sum(new_col1))
print(new_col2[:8], np.sum(new_col2))
print(new_col3[:8], np.sum(new_col3))
print("all equal:", np.all(new_col1 == new_col2) and np.all(new_col2 == new_col3))
print(multiply_numba(2.5), multiply_numba(7))
