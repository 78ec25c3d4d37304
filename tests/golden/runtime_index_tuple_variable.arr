# A tuple indexed by a variable: Python and Numba both check the index
# (IndexError: tuple index out of range), in host code and in @njit code.
import sys
from numba import njit


@njit
def weekday_hours(hours, day):
    return hours[day]


week = (8, 8, 6, 9, 7)
print(weekday_hours(week, 0), weekday_hours(week, 4), weekday_hours(week, -5))
day = len(sys.argv) + 5
print(weekday_hours(week, day))
print("not reached")
