# Bad @guvectorize declarations, found when compiling as Numba finds them
# when decorating: layouts that do not parse, output dimensions no input
# names, signatures that do not fit the layout, options Numba 0.56 lacks.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:])'], '(n)->(m)')
def undefined_output(a, b):
    b[0] = a[0]


@guvectorize(['void(float64[:], float64[:])'], '(n)(m)->()')
def bad_token(a, b):
    b[0] = a[0]


@guvectorize(['void(float64[:,:], float64[:])'], '(n)->()')
def wrong_ndim(a, b):
    b[0] = a[0, 0]


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n)->()')
def too_many_args(a, b, c):
    b[0] = a[0]


@guvectorize(['float64(float64[:], float64[:])'], '(n)->()')
def returns_value(a, b):
    return a[0]


@guvectorize(['void(float64[:], float64)'], '(n)->()')
def scalar_output(a, b):
    b = a[0]


@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)', writable_args=(0,))
def writable(a, b):
    b[0] = a[0]


@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)', target='gpu')
def gpu(a, b):
    b[0] = a[0]


@guvectorize('(n)->(n)', target='parallel')
def dynamic(a, b):
    b[0] = a[0]


@guvectorize(['void(float64[:], float64[:])'], '(n)')
def no_arrow(a, b):
    b[0] = a[0]


x = np.ones(3)
undefined_output(x)
# ERROR 8:48: bad @guvectorize layout '(n)->(m)': NameError: undefined output symbols: m
# ERROR 13:48: bad @guvectorize layout '(n)(m)->()': bad token in signature "("
# ERROR 18:15: TypeError: type and shape signature mismatch for arg #1: array(float64, 2d, A) for 1 core dimension of layout '(n)->()'
# ERROR 23:15: TypeError: invalid number of args: expected 2, got 3 (layout '(n)->()')
# ERROR 28:15: TypeError: gufunc kernel must have void return type; write the signature as 'void(...)' and store results in the output arrays
# ERROR 33:15: TypeError: type and shape signature mismatch for arg #2: float64 for 0 core dimensions of layout '(n)->()'
# ERROR 38:60: KeyError: Unrecognized options: {'writable_args'}; Numba 0.56's @guvectorize takes target=, identity=, cache=, nopython=, boundscheck=, fastmath=
# ERROR 43:67: ValueError: Unsupported target: gpu; @guvectorize's targets are 'cpu', 'parallel' and 'cuda'
# ERROR 53:48: bad @guvectorize layout '(n)': a layout is inputs '->' outputs, such as '(n),()->(n)'
# ERROR 48:2: a @guvectorize without signatures (a dynamic gufunc) needs target='cpu' and one output
