# A transpose with an axis out of range is numpy.AxisError; np.swapaxes
# names the argument.
import numpy as np

m = np.arange(6).reshape(2, 3)
print(np.transpose(m, (1, 0)).shape, np.swapaxes(m, 0, -1).shape)
print(np.swapaxes(m, 0, 2))
print("not reached")
