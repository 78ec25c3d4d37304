from numba import cuda

@cuda.jit(device=True)
def twice(x):
    return 2 * x

print(twice(3))
# ERROR 7:7: device function 'twice' can only be called from GPU code
