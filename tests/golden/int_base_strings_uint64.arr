# hex(), oct() and bin() of NumPy unsigned integers above 2**63 show the
# value, not the negative number the same 64 bits would be as int64.
import numpy as np

mask = np.full(3, 9223372036854775807, dtype=np.uint64)
mask[0] += np.uint64(6)
mask[1] = mask[1] * np.uint64(2) + np.uint64(1)
for v in mask:
    print(v, hex(v), oct(v))
print(bin(mask[2]), hex(np.uint32(4000000000)), hex(np.int64(-255)), bin(np.int8(-5)))
