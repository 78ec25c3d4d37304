import numpy as np

z = np.array([1 + 2j, 3 - 1j])
a = np.floor(z)
b = np.ceil(z[0])
c = np.fabs(z)
d = np.arctan2(z, 1.0)
e = np.maximum(z, z)
f = np.clip(z, 0, 1)
print(a, b, c, d, e, f)
# ERROR 4:5: ufunc 'floor' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# ERROR 5:5: ufunc 'ceil' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# ERROR 6:5: ufunc 'fabs' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# ERROR 7:5: ufunc 'arctan2' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
