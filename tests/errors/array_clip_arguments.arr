# a.clip needs a bound other than None, and bounds that are numbers or
# arrays of numbers.
import numpy as np

a = np.arange(5)
print(a.clip())
print(a.clip(None, None))
print(a.clip("low", 3))
print(a.clip(1, 2, 3))
# ERROR 6:7: One of max or min must be given
# ERROR 7:7: One of max or min must be given
# ERROR 8:7: a.clip()'s bounds are numbers, arrays or None, not unicode_type
# ERROR 9:7: array.clip() takes 0 to 2 arguments but 3 were given
