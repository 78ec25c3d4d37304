# A name Python programs import that arrc's library does not have yet: it
# is not a row of ir/builtins.def.
import numpy as np
from numba import gdb_init
# ERROR 4:19: 'numba.gdb_init' is not supported by arrc yet
