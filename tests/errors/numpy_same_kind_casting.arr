import numpy as np

counts = np.array([1, 2, 3])
counts *= 2.5
pixels = np.array([10, 20], dtype=np.uint8)
pixels += -1
pixels += 300
mask = np.array([True, False])
mask += 1
flags = np.array([True, True])
diff = flags - flags
ratio = np.array([1.0, 2.0])
ratio += 1j
# ERROR 4:1: Cannot cast ufunc 'multiply' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# ERROR 6:1: Cannot cast ufunc 'add' output from dtype('int16') to dtype('uint8') with casting rule 'same_kind'
# ERROR 9:1: Cannot cast ufunc 'add' output from dtype('int64') to dtype('bool') with casting rule 'same_kind'
# ERROR 11:8: numpy boolean subtract, the `-` operator, is not supported
# ERROR 13:1: Cannot cast ufunc 'add' output from dtype('complex128') to dtype('float64') with casting rule 'same_kind'
