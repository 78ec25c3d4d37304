# @cfunc takes one signature, which must parse, name known types and have
# a type for each parameter (Numba compiles a cfunc when it reads the
# decorator, so these are errors even where nothing calls the function).
from numba import cfunc, types


@cfunc("float64(float64")
def unclosed(x):
    return x


@cfunc("float65(float64)")
def unknown_type(x):
    return x


@cfunc("float64(float64, float64)")
def too_many(x):
    return x


@cfunc(types.float64())
def too_few(x, y):
    return x + y


@cfunc
def no_signature(x):
    return x


@cfunc("float64(unicode_type)")
def text(s):
    return 1.0


@cfunc("int64(int64)")
def wrong_result(x):
    return "x"


print(1)
# ERROR 7:8: bad signature
# ERROR 12:8: bad signature
# ERROR 17:2: Signature mismatch: 2 argument types given, but function takes 1 arguments ('too_many')
# ERROR 22:2: Signature mismatch: 0 argument types given, but function takes 2 arguments ('too_few')
# ERROR 27:2: cfunc() missing 1 required positional argument: 'sig'
# ERROR 32:2: cannot export 'text' to C: parameter 1 is unicode_type
# ERROR 38:1: 'wrong_result' returns unicode_type, which does not convert to int64
