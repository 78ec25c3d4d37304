# AST: (from-import@2:1 __future__ (alias annotations))
from __future__ import annotations
# Every import form of LANGUAGE.md section 1.1, and the other Python forms.
# AST: (import@5:1 (alias math))
import math
# AST: (import@7:1 (alias numpy np))
import numpy as np
# AST: (import@9:1 (alias numba))
import numba
# AST: (import@11:1 (alias numba nb))
import numba as nb
# AST: (from-import@13:1 numba (alias jit) (alias njit) (alias vectorize) (alias prange) (alias cuda) (alias float32) (alias int32))
from numba import jit, njit, vectorize, prange, cuda, float32, int32
# AST: (from-import@15:1 numba (alias cuda))
from numba import cuda
# AST: (from-import@17:1 numba.cuda (alias grid) (alias syncthreads))
from numba.cuda import grid, syncthreads
# AST: (from-import@19:1 numba.cuda.random (alias create_xoroshiro128p_states) (alias xoroshiro128p_uniform_float32))
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32
# AST: (import@21:1 (alias random))
import random
# AST: (import@23:1 (alias time))
import time
# AST: (import@25:1 (alias sys))
import sys
# AST: (from-import@27:1 math (alias sqrt) (alias pi))
from math import sqrt, pi
# AST: (import@29:1 (alias matplotlib.pyplot plt))
import matplotlib.pyplot as plt
# AST: (from-import@31:1 matplotlib.image (alias imread))
from matplotlib.image import imread
# AST: (from-import@33:1 matplotlib.image (alias imread) (alias imsave))
from matplotlib.image import imread, imsave
# AST: (import@35:1 (alias matplotlib.image))
import matplotlib.image
# AST: (from-import@37:1 numba (alias float64 f64) (alias int64))
from numba import float64 as f64, int64
# AST: (from-import@39:1 numba.cuda (alias grid) (alias gridsize))
from numba.cuda import (
    grid,
    gridsize,
)
# AST: (import@44:1 (alias numpy np) (alias math))
import numpy as np, math
# AST: (from-import@46:1 math (alias *))
from math import *
# AST: (from-import@48:1 . (alias helpers))
from . import helpers
# AST: (from-import@50:1 .helpers (alias f))
from .helpers import f
# AST: (from-import@52:1 ..pkg.mod (alias g))
from ..pkg.mod import g
# AST: (from-import@54:1 ... (alias x))
from ... import x
# AST: (from-import@56:1 ....up (alias y))
from ....up import y
# AST: (import@59:1 (alias os.path))
# AST: (import@59:17 (alias time))
import os.path; import time
def uses_math():
    # AST: (import@62:5 (alias cmath))
    import cmath
    # AST: (from-import@64:5 math (alias e))
    from math import e
    return cmath, e
