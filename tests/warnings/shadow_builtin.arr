# -Wshadow-builtin: names that hide a Python builtin, once per scope.
# FLAGS: -Wall
from math import pow  # WARNING 3:18: import 'pow' shadows a Python builtin [-Wshadow-builtin]
from numba import njit


@njit
def total(list):  # WARNING 8:11: parameter 'list' shadows a Python builtin [-Wshadow-builtin]
    sum = 0  # WARNING 9:5: variable 'sum' shadows a Python builtin [-Wshadow-builtin]
    for id in range(len(list)):  # WARNING 10:9: variable 'id' shadows a Python builtin [-Wshadow-builtin]
        sum += list[id]
    sum = sum * 1  # reported once per scope
    return sum


def max(a, b):  # WARNING 16:1: function 'max' shadows a Python builtin [-Wshadow-builtin]
    return a if a > b else b


class Thing:
    type = 3  # class attributes are not reported

    def size(self):
        return self.type


print(total([1, 2, 3]), max(2, 5), pow(2.0, 3.0), Thing().size())
