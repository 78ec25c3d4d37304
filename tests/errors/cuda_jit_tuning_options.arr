from numba import cuda


@cuda.jit(max_registers=0)
def k0(a):
    a[0] = 1


@cuda.jit(max_registers=256)
def k1(a):
    a[0] = 1


@cuda.jit(max_registers=-4)
def k2(a):
    a[0] = 1


@cuda.jit(max_registers='32', lineinfo=1)
def k3(a):
    a[0] = 1


@cuda.jit(lineinfo='yes')
def k4(a):
    a[0] = 1
# ERROR 4:25: max_registers must be None or an integer constant from 1 to 255
# ERROR 9:25: max_registers must be None or an integer constant from 1 to 255
# ERROR 14:25: max_registers must be None or an integer constant from 1 to 255
# ERROR 19:25: max_registers must be None or an integer constant from 1 to 255
# ERROR 19:40: lineinfo must be True or False
# ERROR 24:20: lineinfo must be True or False
