from numba import njit, set_num_threads, get_num_threads


@njit
def f(n):
    set_num_threads(n)


set_num_threads("4")
set_num_threads(2.0)
f(1.5)
get_num_threads(1)
# ERROR 9:17: The number of threads specified must be an integer, not str
# ERROR 10:17: The number of threads specified must be an integer, not float
# ERROR 6:21: The number of threads specified must be an integer, not float
# ERROR 12:1: numba.get_num_threads() takes 0 arguments but 1 were given
