import numpy as np
a = np.zeros((3, 4)
print(a)
# ERROR 2:13: '(' was never closed
