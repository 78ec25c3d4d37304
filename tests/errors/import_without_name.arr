import
from numba import
x = 1
# ERROR 1:7: expected name, found end of line
# ERROR 2:18: expected
