# A name Python programs import that arrc's library does not have yet: it
# is not a row of ir/builtins.def.
import numpy as np
from matplotlib.image import imread
# ERROR 4:30: 'matplotlib.image.imread' is not supported by arrc yet
