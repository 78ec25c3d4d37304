import numpy as np
from numba import njit, generated_jit, types


@generated_jit(nopython=True)
def only_floats(x):
    if isinstance(x, types.Float):
        return lambda x: x * 2.0


@generated_jit(nopython=True)
def chatty(x):
    print("choosing for", x)
    return lambda x: x


@generated_jit(nopython=True)
def unknown_class(x):
    if isinstance(x, types.Frobnicator):
        return lambda x: x
    return lambda x: x + 1


print(only_floats(2.0), only_floats(3))
print(chatty(1))
print(unknown_class(1))
# ERROR 24:25: No implementation of function 'only_floats' found for signature: (int64): @generated_jit 'only_floats' returns no implementation for these types
# ERROR 13:5: arrc evaluates the body of @generated_jit 'chatty' while compiling, and it takes if/elif/else on isinstance(arg, types.Kind), arg.ndim, arg.dtype and comparisons of types, ending in `return impl` or `return lambda ...`; this is not one of those
# ERROR 19:22: arrc evaluates the body of @generated_jit 'unknown_class' while compiling, and it takes if/elif/else on isinstance(arg, types.Kind), arg.ndim, arg.dtype and comparisons of types, ending in `return impl` or `return lambda ...`; this is not one of those
